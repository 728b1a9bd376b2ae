# raise e in an except clause: both lines are in the traceback.
# stderr: full
def f():
    try:
        [][0]
    except IndexError as e:
        raise e
f()

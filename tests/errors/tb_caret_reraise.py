# A bare raise in an except clause: the traceback keeps the original line.
# stderr: full
def f():
    try:
        [][0]
    except IndexError:
        raise
f()

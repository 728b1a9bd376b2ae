# corpus: resource
# technique: recursion in loop
def f():
    f()
while True:
    try:
        f()
    except RecursionError:
        pass

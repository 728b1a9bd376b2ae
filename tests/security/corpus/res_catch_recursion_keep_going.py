# corpus: resource
# technique: catch recursion keep going
def f():
    try:
        f()
    except RecursionError:
        f()
f()

# A call in another call's arguments.
# stderr: full
def f(x):
    return g(h(x), k=x)
def g(a, k):
    return a
def h(x):
    return x["key"]
f({})

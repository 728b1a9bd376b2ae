# corpus: resource
# technique: deep recursion
def f(n):
    return f(n + 1)
f(0)

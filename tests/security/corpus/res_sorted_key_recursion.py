# corpus: resource
# technique: sorted key recursion
def f(x):
    return sorted([x], key=f)
f(1)

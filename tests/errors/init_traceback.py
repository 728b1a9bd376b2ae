# An exception escaping an __init__ that the class call entered in the interpreter loop (the
# stderr: full
# fast path for simple __init__s) and one escaping a nested construction: the traceback names
# every frame, __init__ included, as CPython's does.
class Leaf:
    def __init__(self, v):
        self.v = 10 // v


class Pair:
    def __init__(self, a, b):
        self.left = Leaf(a)
        self.right = Leaf(b)


def build(n):
    return [Pair(k, k - 2) for k in range(1, n)]


print(len(build(2)))
build(4)

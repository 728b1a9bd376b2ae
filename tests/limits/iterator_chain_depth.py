# cpython: skip
# Nested builtin iterators (map/filter/zip/enumerate wrapping each other) recursed in C once per
# level and crashed past ~50000 levels (CPython 3.11 crashes too); now each level counts toward
# the recursion limit.
# Found by the escape corpus (tests/security/corpus/res_map_chain.py).
def chain(make, n):
    g = iter([1])
    for i in range(n):
        g = make(g)
    return g


for name, make in [("map", lambda g: map(abs, g)), ("filter", lambda g: filter(None, g)),
                   ("zip", zip), ("enumerate", enumerate)]:
    print(name, next(chain(make, 50)) is not None)
    try:
        next(chain(make, 100000))
        print(name, "no error")
    except RecursionError:
        print(name, "RecursionError")

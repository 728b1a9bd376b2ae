# itemgetter and attrgetter calls read the getter's `_items`/`_paths` and `_single` attributes
# with inlined literal compares (stdlib/np_lib_operator.c getter_load): single and several
# items, sort keys, groupby, nested attribute paths, and the errors of a bad call.
from itertools import groupby
from operator import attrgetter, itemgetter

rows = [{"s": i % 3, "n": i, "name": f"r{i}"} for i in range(10)]
print([r["n"] for r in sorted(rows, key=itemgetter("s", "n"))])
print([(k, len(list(g))) for k, g in groupby(sorted(rows, key=itemgetter("s")), key=itemgetter("s"))])
print(itemgetter(1)([5, 6, 7]), itemgetter(0, 2)("abc"), itemgetter(slice(1, 3))([1, 2, 3, 4]))


class P:
    def __init__(self, x, inner=None):
        self.x = x
        self.inner = inner


ps = [P(3, P(30)), P(1, P(10)), P(2, P(20))]
print([p.x for p in sorted(ps, key=attrgetter("x"))], attrgetter("inner.x", "x")(ps[0]))
for bad in (lambda: itemgetter("zz")(rows[0]), lambda: itemgetter(9)([1]),
            lambda: attrgetter("y")(ps[0]), lambda: itemgetter(1)(), lambda: itemgetter(1)(1, 2)):
    try:
        bad()
    except (KeyError, IndexError, AttributeError, TypeError) as e:
        print(type(e).__name__, e)

# Sorting tuples of ints, floats and strs (inline comparison) must keep CPython's order,
# stability and fallbacks: mixed kinds, NaN, prefixes, str subclasses, nested tuples.
rows = [(3, "b", 1.5), (1, "a", 2.0), (3, "a", 0.5), (1, "a", 1.0), (2,), (2, "z"), (3, "b")]
print(sorted(rows))
print(sorted(rows, reverse=True))
print(sorted(rows, key=lambda r: (r[0],)))
print(sorted([(1, 2.5), (1, 2), (True, 1), (1.0, 0)]))
nan = float("nan")
print(sorted([(1, nan), (1, 0.5), (0, nan)], key=lambda t: t[0]))
class S(str):
    def __lt__(self, other):
        return len(self) < len(other)
print(sorted([(S("bbb"),), (S("a"),), (S("cc"),)]))
print(sorted([(1, (2, "x")), (1, (2, "a")), (0, (9,))]))
print(sorted([("b", 1), ("a", 2), ("a", 1)], key=lambda t: (t[1], t[0])))
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as e:
    print(type(e).__name__, e)
print(sorted([(10**30, 1), (10**29, 2), (5, 3)]))

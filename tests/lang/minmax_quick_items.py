# min() and max() over iterables of items np_quick_compare orders (tuples, strs, big ints, and
# mixes of those with ints and floats): the first extreme wins on ties, NaNs, sets and
# generators, items that need the general comparison midway (user instances, lists, unorderable
# pairs raising TypeError), keys and defaults.
import math

pts = {(3, 4), (1, 9), (1, 2), (5, 0), (1, 2, 0), (0, 100)}
print(min(pts), max(pts), min(frozenset(pts)), max(list(pts)))
print(min(["pear", "apple", "fig", "apple"]), max(("b", "ab", "ba", "b")))
print(min([2 ** 64, 5, 2 ** 63, -(2 ** 70)]), max({2 ** 64, 7, 2 ** 65}), max([True, 2 ** 64, 0]))
print(min([(1, "b"), (1, "a"), (0.5, "z")]), max([(1.5, 2), (1.5, 2.0), (1, 9)]))


# Ties keep the first extreme (identity shows which).
class Box:
    pass


a, b = (1, 2), (1, 2)
print(min([a, b]) is a, max([a, b]) is a, min([b, a]) is b)
s1, s2 = "x" * 3, "".join(["x", "x", "x"])
print(max([s1, s2]) is s1, min([s2, s1]) is s2)

# NaNs inside tuples and mixed ints and floats.
nan = float("nan")
print(min([(nan, 1), (0.0, 2)]), max([(1, nan), (1, 0.0)]), min([(2, 1.5), (2, 1)]))
print(max([3, 2.5, (1,)]) if False else max([3, 2.5, 3.0]), min([2.0, 2, 1.9999]))
print(math.isnan(max([nan, 1.0])), max([1.0, nan]))


# A generator, and a generator whose items change kinds midway.
def gen():
    yield 5
    yield 2.5
    yield 1
    yield 0.5


print(min(gen()), max(x for x in [(2, "a"), (2, "b"), (1, "z")]))
print(min(t for t in [(1, 2), (0, 5), (0, 4)]), max(str(i) for i in range(12)))


# User instances midway take the general comparison, in order.
class V:
    def __init__(self, v):
        self.v = v

    def __lt__(self, o):
        print("V.__lt__", self.v, getattr(o, "v", o))
        return self.v < (o.v if isinstance(o, V) else o[0])

    def __gt__(self, o):
        print("V.__gt__", self.v, getattr(o, "v", o))
        return self.v > (o.v if isinstance(o, V) else o[0])

    def __repr__(self):
        return "V(%r)" % self.v


print(min([V(3), V(1), V(2)]), max([V(3), V(5), V(4)]))
print(min([(5,), (3,), V(4), V(1)]))

# Lists (not quick) among tuples raise as CPython does; lists alone compare normally.
print(min([[2, 1], [1, 5], [1, 4]]), max([[1], [1, 0]]))
for items in ([(1, 2), [1, 2]], [(1, "a"), (1, 2)], ["a", 1], [2 ** 64, "x"], [(1, None), (1, None)]):
    try:
        print(min(items), max(items))
    except TypeError as e:
        print("TypeError:", e)

# key= and default= are unchanged.
print(min(pts, key=lambda p: p[1]), max(pts, key=len), min([], default="empty"))
print(max({}, default=None), min(set(), default=(0,)), max([(1, 2)], default=0))
try:
    min(set())
except ValueError as e:
    print("ValueError:", e)

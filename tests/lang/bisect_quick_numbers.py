# bisect over numbers compares without np_lt's dispatch: floats, ints, NaN, mixed int/float,
# bools, big ints, strs, and items whose __lt__ runs.
import bisect
import random

fl = [0.5, 1.0, 1.0, 2.5, 7.25, 1e300]
for x in (-1.0, 0.5, 1.0, 1.5, 2.5, 8.0, 1e300, float("inf"), float("-inf"), float("nan")):
    print(x, bisect.bisect_left(fl, x), bisect.bisect_right(fl, x), bisect.bisect(fl, x, 1, 4))
nanlist = [1.0, float("nan"), 3.0]
print(bisect.bisect_left(nanlist, 2.0), bisect.bisect_right(nanlist, 2.0))
print(bisect.bisect_left(nanlist, float("nan")), bisect.bisect_right(nanlist, float("nan")))
ints = [1, 3, 3, 5, 2 ** 70, 2 ** 80]
for x in (0, 3, 4, 2 ** 70, 2 ** 75, 2 ** 90, 3.0, 3.5, 2.0 ** 70, True, False):
    print(x, bisect.bisect_left(ints, x), bisect.bisect_right(ints, x))
# int against float exactly: 2**53 + 1 is above the float 2**53.
edge = [float(2 ** 53), float(2 ** 53 + 2)]
print(bisect.bisect_left(edge, 2 ** 53 + 1), bisect.bisect_right(edge, 2 ** 53))
mixed = [1, 1.5, 2, 2.5, True]
print(bisect.bisect_left(mixed[:4], 2), bisect.bisect_right(mixed[:4], 2.0))
words = ["apple", "fig", "kiwi", "pear"]
print(bisect.bisect_left(words, "grape"), bisect.bisect_right(words, "kiwi"))
try:
    bisect.bisect_left(fl, "x")
except TypeError as e:
    print("TypeError", e)
try:
    bisect.bisect_right(["a", "b"], 1.0)
except TypeError as e:
    print("TypeError", e)


class F:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        print("F.__lt__")
        return self.v < (other.v if isinstance(other, F) else other)

    def __gt__(self, other):
        print("F.__gt__")
        return self.v > other


print(bisect.bisect_left([F(1.0), F(2.0)], 1.5), bisect.bisect_right([1.0, 2.0], F(1.5)))
print(bisect.bisect_left([1.0, 2.0, 3.0], 2.0, key=lambda v: -v))
lst = [0.0, 1.0, 2.0]
bisect.insort(lst, 1.5)
bisect.insort_left(lst, 1.0)
print(lst)
rng = random.Random(3)
print(rng.choices("abcde", weights=[0.1, 0.2, 0.3, 0.25, 0.15], k=12))
print(rng.choices(range(5), cum_weights=[1, 2, 4, 4, 9], k=12))
print(rng.choices(["x", "y"], weights=[1, 2.5], k=6))
print(sorted([3.5, float("nan"), 1.0]) == sorted([3.5, float("nan"), 1.0]), min(2.5, 1.5), max([0.1, -0.0, 0.0]))
print(min(0.0, -0.0), max(-0.0, 0.0), min([float("nan"), 1.0]), min([1.0, float("nan")]))

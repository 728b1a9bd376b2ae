# sum() over an exact list, tuple or deque walks the items directly while every item is an int
# or float (stdlib/np_lib_builtins.c sum_quick): totals, overflow into big ints, -0.0, inf/nan,
# items that are not numbers (the general path from the start), subclasses overriding
# __iter__, and deques whose window does not start at the list's front.
from collections import deque
from fractions import Fraction

print(sum([1, 2, 3]), sum((1.5, 2.25)), sum([]), sum(()), sum([], 7), sum([1, 2], 0.5))
print(sum([2**62, 2**62, 2**62]), sum([-2**63, -1]), sum((1, 2.5, 3)), sum([0.1] * 10))
print(sum([-0.0]), sum([-0.0], -0.0), sum([-0.0, -0.0], start=-0.0), sum([], -0.0))
print(sum([float("inf"), 1]), sum([float("nan"), 1.0]) != sum([1.0]), sum([1e308, 1e308]))
print(sum([True, 2, False]), sum([1, True]), sum((Fraction(1, 3), 1, 2)), sum([1, 2], Fraction(1, 2)))
print(sum([[1], [2]], []), sum(([1], (2,)) if False else ([1], [2]), []))


class Loud:
    def __init__(self, v):
        self.v = v

    def __radd__(self, other):
        print("radd", other)
        return other + self.v


print(sum([1, 2, Loud(10), 4]))
print(sum((1.5, Loud(2))))

d = deque(range(10))
for _ in range(3):
    d.popleft()
d.append(100)
print(sum(d), list(d))
w = deque(maxlen=4)
for x in [1.5, 2.5, 3.5, 4.5, 5.5, 6.5]:
    w.append(x)
    print(sum(w), sum(w) / len(w))
d.rotate(3)
print(sum(d), sum(deque()), sum(deque([2**63 - 1, 1])), sum(deque([1, "x"][:1])))


class RevDeque(deque):
    def __iter__(self):
        print("own iter")
        return iter([1000])


class SubDeque(deque):
    pass


class RevList(list):
    def __iter__(self):
        print("own list iter")
        return iter([5])


class SubTuple(tuple):
    pass


print(sum(RevDeque([1, 2])), sum(SubDeque([1, 2, 3])), sum(RevList([1, 2])), sum(SubTuple((4, 5))))
try:
    sum(deque([1, "a"]))
except TypeError as e:
    print(type(e).__name__, e)
try:
    sum([1, 2], "")
except TypeError as e:
    print(type(e).__name__, e)
try:
    sum(["a", "b"])
except TypeError as e:
    print(type(e).__name__, e)

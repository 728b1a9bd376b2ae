# Rich comparisons where one or both classes define no comparison method (user_compare's
# CMP_PLAIN_MEMO): NamedTuples compare as tuples, plain instances by identity, a defining
# side (either operand, reflected, subclass first) is still called, and unsupported orders
# raise CPython's TypeError.
from typing import NamedTuple


class P(NamedTuple):
    r: int
    c: int


class Plain:
    pass


class Rev:
    def __init__(self, n):
        self.n = n

    def __gt__(self, other):
        return "Rev.__gt__"

    def __eq__(self, other):
        return "Rev.__eq__"


class PlainSub(Plain):
    def __lt__(self, other):
        return "PlainSub.__lt__"

    def __gt__(self, other):
        return "PlainSub.__gt__"


a, b = Plain(), Plain()
print(P(1, 2) == P(1, 2), P(1, 2) < P(1, 3), P(2, 0) >= (1, 9), P(1, 2) != (1, 2))
print(sorted([P(2, 1), P(1, 5), P(1, 2)]), max(P(0, 1), P(0, 2)))
print(a == a, a == b, a != b, a == 1, 1 == a, a != None)
print(a < Rev(1), Rev(1) == a, a == Rev(2), b > PlainSub(), b < PlainSub())
for x, y in ((a, b), (a, 1), ("s", a), (P(1, 2), a)):
    try:
        print(x < y)
    except TypeError as e:
        print("TypeError", e)
try:
    a >= b
except TypeError as e:
    print("TypeError", e)

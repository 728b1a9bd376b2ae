# CALL constructs builtin types and stdlib classes with their own constructor directly (no
# do_call): results, errors, keywords (which keep the general path), zero-argument calls and
# a subclass of a builtin type must match the plain call.
from decimal import Decimal
from fractions import Fraction
from collections import OrderedDict, deque


def build(i):
    return (str(i), int(str(i)), float(i), bool(i), list((i, i)), tuple([i]), set([i, i]),
            frozenset([i]), dict([(i, i)]), bytes(2), range(i), Decimal(i) + 1, Fraction(i, 3),
            OrderedDict([(i, 1)]), deque([i], 2), int("ff", 16), int("101", base=2),
            str(b"ab", "ascii"), str(object=5), dict(a=i), sorted(set([3, 1, i])))


for i in (0, 1, 7):
    print(build(i))


def empty():
    return list()


def empties():
    return list(), dict(), set(), tuple(), str(), int(), float(), bool(), frozenset()


print(empty(), empties())


class MyList(list):
    def __init__(self, *args):
        super().__init__(*args)
        self.tag = "mine"


m = MyList((1, 2))
print(m, m.tag, type(m).__name__)
for bad in [lambda: int("x"), lambda: float("nan?"), lambda: list(5), lambda: dict(1),
            lambda: bool(1, 2), lambda: str(1, 2, 3, 4), lambda: Decimal("1.5.5"),
            lambda: int(x=1), lambda: range()]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
int = lambda x: "shadowed " + repr(x)
print(int("3"))

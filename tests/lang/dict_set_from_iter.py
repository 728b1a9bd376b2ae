# dict(pairs) takes exact 2-tuples as they are, and set()/frozenset() add plain items of a
# generator inside the interpreter loop. These cases check that the other pair shapes, the
# errors with their element numbers, user hashes and equality, and table growth are unchanged.
from collections import namedtuple

print(dict(zip("abc", range(3))), dict((x, x * x) for x in range(5)))
print(dict([("a", 1), ["b", 2], "cd", (3, 4), ("a", 5)]))
Pair = namedtuple("Pair", "k v")
print(dict([Pair("x", 1), Pair("y", 2)]), dict(iter([(1, 2)])), dict(()))
print(dict(((i % 7, i) for i in range(100))), len(dict((i, i) for i in range(5000))))
print(dict([(1, "int"), (1.0, "float"), (True, "bool")]))
for bad in ([(1, 2), (1, 2, 3)], [(1, 2), 5], [("k",)], [([], 1)], ["abc"]):
    try:
        print(dict(bad))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)


class Key:
    def __init__(self, name):
        self.name = name

    def __hash__(self):
        print("hash", self.name)
        return 7

    def __eq__(self, other):
        print("eq", self.name, other.name)
        return self.name == other.name

    def __repr__(self):
        return "Key(%s)" % self.name


print(dict([(Key("a"), 1), (Key("b"), 2), (Key("a"), 3)]))


class BadHash:
    def __hash__(self):
        raise RuntimeError("no hash")


try:
    dict([(BadHash(), 1)])
except RuntimeError as e:
    print("RuntimeError:", e)

# set() and frozenset() from generators.
print(sorted(set(x % 10 for x in range(1000))), len(set(x for x in range(5000))))
print(set(v for v in (1, True, 1.0, 0, False, 0.0, None, None)))
print(sorted(set(s for s in ("b", "a", "b", "c", "a"))), frozenset(x // 2 for x in range(6)))
nan = float("nan")
print(len(set(v for v in (nan, nan, 1.5, 1.5))), set(x for x in ()))
print(sorted(set(Key(n).name for n in "xyx")))
print(len(set(Key(n) for n in "xyx")))


try:
    set(x for x in ([1], [2]))
except TypeError as e:
    print("TypeError:", e)
try:
    frozenset(x for x in (1, {}))
except TypeError as e:
    print("TypeError:", e)
s = {1, 2}
s.update(x * 3 for x in range(4))
print(sorted(s))


# A plain key meeting a user object of the same hash calls the object's __eq__, which may
# resume the generator being consumed or raise: that goes through set()'s general path.
class Seven:
    def __hash__(self):
        return 7

    def __eq__(self, other):
        print("Seven.__eq__", other)
        if other == 8:
            raise ArithmeticError("eight")
        return NotImplemented


def feed():
    yield Seven()
    yield 7
    yield 14
    yield 7


print(len(set(feed())))
s = {Seven()}
s.update(x for x in (7, 1, 2))
print(len(s))


class Boom:
    def __hash__(self):
        return 7

    def __eq__(self, other):
        raise ArithmeticError("eq of %r" % (other,))


try:
    t = {Boom(), 1}
    t.update(v for v in (2, 7, 3))
except ArithmeticError as e:
    print("ArithmeticError:", e, sorted(x for x in t if isinstance(x, int)))


def resumer():
    yield Seven2()
    yield 7
    yield 100


class Seven2:
    def __hash__(self):
        return 7

    def __eq__(self, other):
        print("Seven2.__eq__ took", next(src, "nothing"))
        return False


src = resumer()
print(sorted(x for x in set(src) if isinstance(x, int)))

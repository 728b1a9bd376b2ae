# A tuple's hash is kept once computed when its items' hashes cannot change (namedtuples of strs
# and tuples, tuples inside tuples); anything a user __hash__ decides is hashed every time.
from collections import namedtuple

Rule = namedtuple("Rule", "lhs rhs")
r = Rule("S", ("NP", "VP"))
h1 = hash(r)
print(h1 == hash(("S", ("NP", "VP"))), hash(r) == h1, hash((r, 0, 1)) == hash((("S", ("NP", "VP")), 0, 1)))
seen = set()
for dot in range(3):
    for origin in range(2):
        item = (r, dot, origin)
        if item not in seen:
            seen.add(item)
print(len(seen), (Rule("S", ("NP", "VP")), 1, 1) in seen, (r, 3, 0) in seen)
print(hash((1, (2, 3))) == hash((1, (2, 3))), hash(((1, 2), (3, 4))) == hash(((1, 2), (3, 4))))
print(hash((None, 1.5, True, 2 ** 70, ("a", "b"))) == hash((None, 1.5, True, 2 ** 70, ("a", "b"))))
print(hash((1, 2)) == hash(tuple([1, 2])), hash(()) == hash(()), hash((5,)) == hash((5,)))


class Counted:
    n = 0

    def __hash__(self):
        Counted.n += 1
        return Counted.n


c = Counted()
t = (c, 1, "x")
a, b = hash(t), hash(t)
print(a != b, Counted.n)
P = namedtuple("P", "x y")
pt = P(c, 2)
print(hash(pt) != hash(pt), Counted.n)


class H(tuple):
    calls = 0

    def __hash__(self):
        H.calls += 1
        return tuple.__hash__(self) + H.calls


x = H((1, 2))
print(hash(x) != hash(x), H.calls, tuple.__hash__(x) == hash((1, 2)))
print(hash((x, 3)) != hash((x, 3)), H.calls)


class Plain(tuple):
    pass


p = Plain(("a", ("b", "c")))
print(hash(p) == hash(("a", ("b", "c"))), hash(p) == hash(p))
Plain.__hash__ = lambda self: 42
print(hash(p), hash((p, 1)) == hash((42, 1)))
del Plain.__hash__
print(hash(p) == hash(("a", ("b", "c"))))


class Eq(tuple):
    def __eq__(self, other):
        return True


try:
    hash(Eq((1, 2)))
except TypeError as e:
    print("TypeError", e)
try:
    hash((1, [2]))
except TypeError as e:
    print("TypeError", e)
try:
    hash((Rule("a", [1]), 2))
except TypeError as e:
    print("TypeError", e)
d = {r: 1, (r, 0): 2}
print(d[Rule("S", ("NP", "VP"))], d[(Rule("S", ("NP", "VP")), 0)], d.get((r, 1)))
print(hash(range(3, 10, 2)) == hash(range(3, 10, 2)), hash(frozenset({(1, 2)})) == hash(frozenset({(1, 2)})))

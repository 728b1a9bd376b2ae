# Hashing and == of instances whose class defines neither __hash__ nor __eq__ (np_hash's
# HASH_PLAIN_MEMO, instance_compare's identity answer), and what changes when the class
# gains them later; heapq ties between such instances; errors raised by __hash__/__eq__.
import heapq
from typing import NamedTuple


class Plain:
    def __init__(self, n):
        self.n = n

    def __lt__(self, other):
        return self.n < other.n


class P(NamedTuple):
    r: int
    c: int


a, b = Plain(1), Plain(1)
print(hash(a) == hash(a), a == a, a == b, a != b, {a: 1, b: 2}[b], len({a, b, a}))
print(hash(P(1, 2)) == hash((1, 2)), P(1, 2) == (1, 2), {P(1, 2): "x"}[(1, 2)])
print(len({frozenset((P(0, 0), P(0, 1))), frozenset((P(0, 1), P(0, 0)))}))
h = []
for i in range(30):
    heapq.heappush(h, (i % 3, Plain(-i)))
print([heapq.heappop(h)[1].n for _ in range(6)])


class Hashed(Plain):
    def __hash__(self):
        return 7

    def __eq__(self, other):
        return self.n == other.n


c, d = Hashed(1), Hashed(1)
print(hash(c), hash(d), c == d, c != d, len({c, d}), a == c, c == a)
Plain.extra = 1
print(hash(a) == hash(a), a == b, hash(c))

class OnlyEq:
    def __eq__(self, other):
        return True


try:
    hash(OnlyEq())
except TypeError as e:
    print("TypeError", e)


class BadHash:
    def __hash__(self):
        raise KeyError("no hash")


try:
    {BadHash(): 1}
except KeyError as e:
    print("KeyError", e)


class Sub(Plain):
    pass


s = Sub(3)
print(hash(s) == hash(s), s == Sub(3), s == s, {s: 1}[s])

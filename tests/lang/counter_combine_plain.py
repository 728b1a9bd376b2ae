# Counter's + - | & run natively (_combine_plain) for plain keys and small-int counts; every
# other case (float, bool or big counts, user keys, subclasses, a changed __missing__ or item
# access) goes through the Python loop, with the same results, order and calls.
from collections import Counter

a = Counter("abracadabra")
b = Counter("alakazam")
for r in (a + b, a - b, b - a, a | b, b | a, a & b, b & a, +a, -a):
    print(r, list(r))

# Negative and zero counts, and right-only keys.
n = Counter({"x": -2, "y": 0, "z": 3, 7: 1, None: 2, 2.5: 4, True: 1})
m = Counter({"z": -1, "w": 5, 7: 7, False: 2})
for r in (n + m, n - m, m - n, n | m, m | n, n & m, m & n):
    print(r, list(r.items()))

# Ties: | keeps the left count, & the right one (equal ints are indistinguishable anyway).
print(Counter(a=2, b=1) | Counter(a=2, c=1), Counter(a=2) & Counter(a=2, b=1))

# Tuple keys (plain items) and tuples holding a non-plain item.
t1 = Counter([(1, "a"), (1, "a"), (2, "b")])
t2 = Counter([(1, "a"), (3, (4, 5))])
print(t1 + t2, t1 - t2, t1 | t2, t1 & t2)

# Counts that are not small ints: float, bool, big ints and overflow past 2**63 - 1.
print(Counter({"a": 1.5, "b": 2}) + Counter({"a": 1}), Counter({"a": True}) | Counter({"a": 0}))
big = 2 ** 63 - 1
print(Counter(a=big) + Counter(a=1), Counter(a=big, b=1) + Counter(a=big), Counter(a=-big) - Counter(a=big))
print(Counter(a=10 ** 30) & Counter(a=5), Counter(a=3) - Counter(a=-big))
r = Counter(q=big) + Counter(q=big)
print(r, type(r["q"]).__name__)

# Empty operands.
print(Counter() + Counter(), Counter("ab") - Counter(), Counter() | Counter("ba"), Counter() & Counter("a"))

# Keys with a user __eq__/__hash__: the comparisons still happen.
class Key:
    calls = 0
    def __init__(self, k):
        self.k = k
    def __hash__(self):
        return hash(self.k)
    def __eq__(self, other):
        Key.calls += 1
        return isinstance(other, Key) and other.k == self.k
    def __repr__(self):
        return f"Key({self.k})"

u = Counter([Key(1), Key(1), Key(2)])
v = Counter([Key(1), Key(3)])
print(u + v, u & v, Key.calls > 0)

# A Counter subclass: results are plain Counters, its own __missing__ is used.
class Sub(Counter):
    def __missing__(self, key):
        return 10

s1, s2 = Sub(a=1, b=2), Sub(b=1, c=3)
for r in (s1 + s2, s1 - s2, s1 | s2, s1 & s2):
    print(type(r).__name__, r)
print(type(Counter("ab") + s1).__name__, Counter("ab") + s1, s1 & Counter("ab"))

class Sub2(Counter):
    def __getitem__(self, key):
        return dict.get(self, key, 0) * 2

print(Sub2(a=1, b=2) & Sub2(a=3), Sub2(a=1) + Sub2(a=1, c=1))

# Mixing with a plain dict or other types.
try:
    Counter("a") + {"a": 1}
except TypeError as e:
    print("TypeError", e)
print(Counter("a").__add__({"a": 1}))

# In-place forms and repeated use keep working.
c = Counter("aab")
c += Counter("bc")
c -= Counter("aaaa")
c |= Counter("zz")
c &= Counter("bbz")
print(c)
total = Counter()
for word in ["red", "green", "blue", "red"]:
    total = total + Counter(word)
print(total, sum((Counter("RRGB") & Counter("GGPR")).values()))

# Changing Counter itself after use: the native path notices the class change.
print(Counter(a=1) & Counter(b=1), Counter(a=1) + Counter(b=1))
saved = Counter.__missing__
Counter.__missing__ = lambda self, key: 100
print(Counter(a=1) & Counter(b=1), Counter(a=1) + Counter(b=1), Counter(a=1) - Counter(b=1))
Counter.__missing__ = saved
print(Counter(a=1) & Counter(b=1))

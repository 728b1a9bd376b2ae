# Sets of ints (printing order is deterministic for small ints) and set operations.
s = {3, 1, 2}
print(s, len(s), 2 in s, 5 not in s, type(s).__name__)
s.add(4)
s.add(1)
s.discard(10)
s.remove(3)
print(s)
a = {1, 2, 3, 4, 5}
b = {4, 5, 6, 7}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union(b), a.intersection(b), a.difference(b), a.symmetric_difference(b))
print({1, 2} <= a, {1, 2} < a, a >= {1}, a.issubset(range(10)), a.issuperset([1, 2]), a.isdisjoint({9}))
print(set(), set([1, 1, 2]), set(range(5)), set("aaa"), {0, 0.0, False}, len({1, 1.0, True}))
c = set(range(10))
c -= {0, 1}
c &= set(range(8))
c |= {100}
c ^= {2, 100, 200}
print(sorted(c))
print(sorted({"pear", "apple", "fig"}), sorted(set("hello")))
f = frozenset([3, 1, 2])
print(f, f | {4}, frozenset() == set(), {f: "frozen"}[frozenset({1, 2, 3})])
seen = set()
dups = []
for x in [1, 5, 2, 5, 3, 1, 9, 2]:
    if x in seen:
        dups.append(x)
    seen.add(x)
print(seen, dups)
print(sorted({x * x for x in range(-3, 4)}), {x % 3 for x in range(100)})
d = {1, 2, 3}
print(d.pop() in {1, 2, 3}, len(d))
d.clear()
print(d, bool(d), bool({0}))
e = {10, 20}
e.update([30], (40,))
print(sorted(e), e == {40, 30, 20, 10}, e != {10})
print(sorted({(1, 2), (0, 5), (1, 1)}), set([(1, 2), (1, 2)]))
x = {1, 2}
y = x.copy()
y.add(3)
print(x, y, x.issubset(y))
print(sum({1, 2, 3}), max({4, 9, 2}), min({4, 9, 2}), sorted({4, 9, 2}, reverse=True))

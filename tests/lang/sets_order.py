# The iteration (and printing) order of int sets must match CPython's hash table exactly.
print({x * x for x in range(-3, 4)})
print({-1, -2, 5, 10}, {1000, 2000, 3000}, {2 ** 40, 7}, {2 ** 64, 1, 2 ** 61 - 1})
print({40, 10, 20, 30}, {3, 4, 5, 6, 7, 200})
s = set()
for i in range(20):
    s.add(i * 37 % 101)
print(s)
s = set(range(0, 200, 7))
print(s)
for v in list(s)[:10]:
    s.discard(v)
print(s)
s.update([1000, 8, 16, 5000])
print(s)
print(set([-5, -4, -3, 3, 4, 5]), {True, 2, 3.0}, {1.5, 2.5, 0.5})
t = {i for i in range(100) if i % 9 == 0}
print(t, list(t), [x for x in t if x > 40])
print({1, 2, 3} | {100, 50}, {100, 50} | {1, 2, 3}, {9, 8, 7} & {7, 8, 100})
print(frozenset([33, 1, 17]), {(-1) ** k * k for k in range(12)})
u = set()
for k in range(30):
    u.add(k * k)
    if k % 3 == 0:
        u.discard((k - 1) * (k - 1))
print(u)
d = {}
for v in [5, 3, 99, 17, 3, 5, 250]:
    d[v] = d.get(v, 0) + 1
print(set(d), sorted(d))

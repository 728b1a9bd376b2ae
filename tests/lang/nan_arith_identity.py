# Every NaN made by float arithmetic is a new float object identity-wise, as in CPython: a
# container's identity-then-== test does not find it (`(x + 1) in [x]` is False), and two
# NaNs from the same expression are two set members. The same NaN object is still found.
inf = float("inf")
x = float("nan")
one = 1
print((x + 1) in [x], (x * 2.0) in [x], (x - one) in [x], (x / 3) in [x], (-x) in [x])
print((x + 1.5) in [x], (1 + x) in [x], (x % 2.0) in [x], (x // 2.0) in [x])
y = x + 1
print(y in [y], (y + 1) in [y], y is y, [y].count(y), [y].index(y))
print(len({inf - inf, inf - inf}), len({x + 1, x + 1}), len({y, y}))
a = inf * 0
b = a
print(a in [b], (a * 1) in [b])
d = {y: "y"}
print(d[y], d.get(y + 0.0, "missing"))
z = x
z += 1.0
print(z in [x], z in [z])
w = 2.5
w -= inf
w *= 0
print(w in [w], (w + 0) in [w])
acc = [x]
for k in range(5):
    acc.append(acc[-1] + k)
print(sum(1 for i in range(6) for j in range(6) if acc[i] is acc[j]))

# Unpacking: tuples, lists, starred targets, nested targets, swaps, in for loops and calls.
a, b = 1, 2
a, b = b, a
print(a, b)
first, *rest = [1, 2, 3, 4]
print(first, rest)
*init, last = "hello"
print(init, last)
head, *mid, tail = range(6)
print(head, mid, tail)
x, *y = [1]
print(x, y)
(a, b), c = (1, 2), 3
print(a, b, c)
[p, q], [r, *s] = "ab", [1, 2, 3]
print(p, q, r, s)
for k, v in {"one": 1, "two": 2}.items():
    print(k, v)
for i, (u, w) in enumerate([(1, 2), (3, 4)]):
    print(i, u, w)
for first, *others in [(1, 2, 3), (4,)]:
    print(first, others)
print(*[1, 2, 3], sep="-")
print(*"abc", *range(3))
print([*range(3), *"xy", 9], (*[1], *(2, 3)), {*[1, 2], *{3}}, {**{"a": 1}, "b": 2})
def f(a, b, c):
    return a * 100 + b * 10 + c
print(f(*[1, 2, 3]), f(1, *(2, 3)), f(*[1], **{"c": 3, "b": 2}))
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print("ValueError:", e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print("ValueError:", e)
try:
    a, *b, c = [1]
except ValueError as e:
    print("ValueError:", e)
try:
    a, b = 5
except TypeError as e:
    print("TypeError:", e)
m = [[1, 2], [3, 4]]
(a, b), (c, d) = m
print(a + d, b + c)
i = 0
lst = [0, 0, 0]
i, lst[i] = 1, 5
print(i, lst)
d = {}
d["x"], d["y"] = "XY"
print(d)
x = y = z = [0]
x.append(1)
print(y, z, x is z)
a, b, c = range(3)
print(a, b, c)
t = 1,
print(t)
n, = [42]
print(n)

# Slices and ranges in depth: negative steps, out-of-range bounds, slice objects, range arithmetic.
a = list(range(10))
print(a[2:8:3], a[8:2:-2], a[-3::-3], a[::-4], a[5:-5], a[-100:100:25], a[3:3])
print(a[slice(1, 4)], a[slice(None, None, -1)], a[slice(-2, None)])
s = "abcdefghij"
print(s[::3], s[-1::-3], s[7:1:-2], s[1:-1:2], s[:0], s[-3:-1])
t = tuple(a)
print(t[1::2], t[::-3], t[20:], t[-20:2])
r = range(3, 30, 4)
print(r[0], r[-1], r[2:5], r[::-1], r[::2], len(r), 11 in r, 12 in r, r.index(15), r.count(7))
print(list(range(10, 0, -3)), list(range(-5, 5, 2)), list(range(5, 5)), range(0, 10, 3)[1:])
print(range(10) == range(0, 10), range(0) == range(5, 5), len(range(-10, 10, 3)))
b = list(range(10))
b[2:5] = []
print(b)
b[1:1] = "xyz"
print(b)
b[::3] = [None] * len(b[::3])
print(b)
b[-2:] = [100]
print(b)
try:
    b[::2] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
c = [1, 2, 3, 4, 5]
del c[1::2]
print(c)
c[:] = range(3)
print(c)
matrix = [[r * 4 + col for col in range(4)] for r in range(4)]
print([row[1:3] for row in matrix[1:3]], [row[::-1][0] for row in matrix])
print(s[len(s) // 2:], s[:len(s) // 2][::-1])
print([s[i:i + 3] for i in range(0, len(s), 3)])
print(list(reversed(range(1, 8, 2))), sum(range(1, 101, 2)), max(range(7)), min(range(3, 10)))
for i in range(3, -4, -3):
    print(i, end=" ")
print()
print(range(2 ** 70)[2 ** 69], len(range(0, 2 ** 40, 3)))

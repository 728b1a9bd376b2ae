# Step-less slices with int or omitted bounds (the fast path of np_slice_indices) against the
# general path: negative, out-of-range, huge and bool bounds, empty results, and every
# sequence kind that slices through it, plus slice assignment and deletion.
xs = list(range(10))
t = tuple(xs)
s = "abcdefghij"
b = b"0123456789"
big = 10 ** 30
bounds = [None, 0, 1, 3, 9, 10, 11, -1, -3, -10, -11, -(2 ** 62), 2 ** 62, True, False, big, -big]
for i in bounds:
    row = []
    for j in bounds:
        row.append((len(xs[i:j]), t[i:j] == tuple(xs[i:j]), s[i:j], b[i:j] == bytes(ord(c) - 49 for c in s[i:j])))
    print(i, [r[0] for r in row], all(r[1] and r[3] for r in row), "".join(r[2] for r in row)[:40])
print(xs[:], xs[5:], xs[:5], xs[-2:], xs[:-2], xs[3:-3], xs[7:2], s[::], s[2:8:None])
print(range(20)[3:7], range(20)[-5:], memoryview(b)[2:5].tobytes() if False else b[2:5])
ys = list(range(8))
ys[2:5] = "ab"
print(ys)
ys[-3:] = []
print(ys)
del ys[:1]
print(ys)
ys[10:20] = [9]
print(ys)


class I:
    def __index__(self):
        return 2


print(xs[I():], xs[:I()], s[I():I()], t[I():-I().__index__()])
try:
    xs[1.5:]
except TypeError as e:
    print("TypeError", e)
try:
    xs[:"a"]
except TypeError as e:
    print("TypeError", e)

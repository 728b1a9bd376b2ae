# Comparisons of exact big ints with small ints, bools and other big ints decided without the
# general dispatch (np_ops.c exact_int_pair): bisect over 64-bit digests, sorting, min/max,
# tuples holding big ints, and int subclasses, floats and mixed pairs still taking their paths.
import bisect
import heapq

B = 2 ** 64
xs = sorted([B - i * 977 for i in range(40)] + [i * 3 for i in range(40)] +
            [-(2 ** 70) + i for i in range(5)] + [2 ** 63, 2 ** 63 - 1, -(2 ** 63), -(2 ** 63) - 1])
print(len(xs), xs[:3], xs[-3:])
for x in (2 ** 63, 2 ** 63 - 1, -(2 ** 63), -(2 ** 63) - 1, B - 977, B, B + 1, 0, -1, True, False,
          -(2 ** 70) + 2, 2 ** 200, -(2 ** 200)):
    print(x, bisect.bisect_left(xs, x), bisect.bisect_right(xs, x))
pts = []
for i in range(30):
    bisect.insort(pts, (i * 7919 * 2 ** 58) % (2 ** 65))
print(pts == sorted(pts), pts[:4])

# The six operators, both operand orders, with small ints, bools and big ints.
vals = [0, 1, -1, True, False, 2 ** 63 - 1, 2 ** 63, -(2 ** 63), -(2 ** 63) - 1, B, -B, 2 ** 128]
rows = []
for a in vals:
    for b in vals:
        rows.append((a < b, a <= b, a > b, a >= b, a == b, a != b))
print(sum(r.count(True) for r in rows), rows[50:53])

# Sorting, min, max, heaps and tuples of big ints.
print(sorted([2 ** 65, 3, -(2 ** 80), True, 2 ** 64, 0, 2 ** 64]))
print(max([2 ** 65, 1, 2 ** 70]), min(2 ** 65, 2 ** 64), max(B, B + 0), min([True, 2 ** 64]))
h = [(B + i % 5, i) for i in range(20)]
heapq.heapify(h)
print([heapq.heappop(h) for _ in range(6)])
print((B, 1) < (B, 2), (B, 1) < (B + 1, 0), [B, 2] > [B, 1], (1, B) == (1, B))
print(sorted([(B, "b"), (B, "a"), (3, "z"), (B - 1, "q")]))

# Floats and big ints keep the exact mixed comparison.
print(B < 1.8446744073709552e19, B <= 1.8446744073709552e19, 2 ** 64 + 1 > float(2 ** 64),
      B < float("inf"), B > float("-inf"), B < float("nan"), B == float(B))
print(bisect.bisect([1.5, 2.5, 1e30], 2 ** 64), bisect.bisect([1, 2 ** 64, 1e30], 2.0 ** 64))


# An int subclass's own comparisons are still called.
class Loud(int):
    def __lt__(self, other):
        print("Loud.__lt__", int(self) > 2 ** 63)
        return int.__lt__(self, other)

    def __gt__(self, other):
        print("Loud.__gt__")
        return int.__gt__(self, other)


print(bisect.bisect([1, 2 ** 64, 2 ** 65], Loud(2 ** 64 + 5)))
print(Loud(2 ** 64) < 2 ** 65, 2 ** 65 > Loud(1), sorted([2 ** 66, Loud(2 ** 64), 5]))
print(max([Loud(2 ** 64), 2 ** 65]))

# Unorderable pairs still raise the same TypeError.
for a, b in ((B, "x"), ("x", B), (B, None), ([B], [None])):
    try:
        print(a < b)
    except TypeError as e:
        print("TypeError:", e)
try:
    sorted([B, "a"])
except TypeError as e:
    print("TypeError:", e)
try:
    bisect.bisect([B, 2 * B], "x")
except TypeError as e:
    print("TypeError:", e)

# range() with small-int bounds built without GMP, next to the bounds where the int64 form
# cannot hold (values near 2**63, where a step past the end would overflow) and the other
# argument kinds: bools, __index__ objects, big ints, zero and negative steps.
M = 2**63
cases = [(0, 10, 1), (3, 12, 4), (10, 0, -3), (5, 5, 1), (-7, 7, 2), (0, -1, 1),
         (M - 10, M - 1, 3), (-M, -M + 10, 4), (M - 3, M - 1, 1), (-M + 2, -M, -1),
         (M - 1, -M, -(M // 2)), (-M, M - 1, M - 1), (0, M - 1, M // 3), (M - 2, M + 2, 1),
         (-M - 1, -M + 1, 1), (0, 2**70, 2**68)]
for a, b, c in cases:
    r = range(a, b, c)
    items = list(r) if len(r) < 20 else [r[0], r[-1]]
    print(len(r), items, r[::-1][:2] if len(r) else None, list(reversed(r))[:2], (a in r),
          r == range(a, b, c), r.count(b - c), repr(r) == "range(%d, %d, %d)" % (a, b, c))
print(list(range(True, 5)), list(range(3, True * 9, True + 1)), range(0, 7) == range(0, 7, 1))


class Idx:
    def __index__(self):
        return 4


print(list(range(Idx())), list(range(1, Idx())), list(range(10, Idx(), -1)))
for bad in ((1, 2, 0), (1.0, 3), ("a",), (M, 0, 0)):
    try:
        range(*bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
total = 0
for i in range(100):
    for j in range(i, i + 3):
        total += j
    for j in range(i, -1, -25):
        total -= j
print(total)
try:
    print(len(range(-M, M)))
except OverflowError as e:
    print("OverflowError", e)

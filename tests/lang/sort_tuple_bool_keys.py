# Sorts by tuple keys holding bools (ordered as 0/1, equal to 0/1) and nested tuples (ordered
# without running code when their items allow it): stability, reverse, NaN items and items
# that cannot be ordered behave as in CPython.
rows = [(i % 3 == 0, i % 4, (i % 2, -i % 5), "r%d" % i) for i in range(24)]
print([r[3] for r in sorted(rows, key=lambda r: (r[0], r[1]))])
print([r[3] for r in sorted(rows, key=lambda r: (r[2], r[0]), reverse=True)])
print([r[3] for r in sorted(rows, key=lambda r: (not r[0], r[2]))][:8])
print(sorted([(True, 1), (1, 0), (False, 2), (0, 1), (1, True), (True, False)]))
print(sorted([((1, True), "a"), ((1, 1), "b"), ((0, 2.5), "c"), ((0, 2), "d")]))
nan = float("nan")
print(sorted([(1, (nan, 1)), (0, (nan, 2)), (1, (0.5, 3))]))
mixed = [(True, (1, "x")), (True, (1, 2))]
try:
    sorted(mixed)
except TypeError as e:
    print("TypeError:", e)
xs = [(False, (1, "b")), (False, (1, "a")), (True, (0, "z"))]
xs.sort(key=lambda t: (t[0], t[1]))
print(xs)

# Ints below 2**61 - 1 in magnitude hash to themselves (-1 to -2) without a division, in
# tuples too; set iteration order depends on these hashes, so it must match CPython's.
vals = [0, 1, -1, -2, 2, -3, 7, -7, 2 ** 61 - 2, -(2 ** 61 - 2), 2 ** 61 - 1, -(2 ** 61 - 1),
        2 ** 61, -(2 ** 61), 2 ** 62, -(2 ** 62), 2 ** 63 - 1, -(2 ** 63), 10 ** 20, -(10 ** 20)]
print([hash(v) for v in vals])
print([hash((v,)) for v in vals])
print(hash((-1, -2)), hash((-1, 1)), hash((1, -1)), hash(((-1, -2), -3)), hash(True), hash(-True))
print(list({-5, -1, -2, 3, -8, 11, -16, 64, -33}))
print(list({(x, y) for x in range(-3, 3) for y in range(-2, 2)}))
d = {-1: "a", -2: "b", (-1, -1): "c", (-2, -2): "d"}
print(d[-1], d[-2], d[(-1, -1)], d[-1.0], -1 in d, -3 in d, (-1, -1.0) in d)
cells = {(x, y) for x in range(-20, 20, 3) for y in range(-9, 9, 2)}
print(len(cells), sum(1 for c in cells if (c[0] - 3, c[1]) in cells), list(cells)[:12])
print(len({-(2 ** 61 - 1), 0, 2 ** 61 - 1, -(2 ** 61 - 1) - 1}), hash(-(2 ** 61 - 1)) == 0)

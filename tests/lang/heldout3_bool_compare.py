# Comparisons of two bools, or a bool and a small int, are decided inline (compare_slow);
# all six operators, both orders, in expressions and in if/while tests, against CPython.
vals = [False, True, 0, 1, 2, -1]
rows = []
for a in vals:
    for b in vals:
        rows.append((a == b, a != b, a < b, a <= b, a > b, a >= b))
print(rows)
n = 0
for a in vals:
    for b in vals:
        if a < b:
            n += 1
        if a != b:
            n += 10
        if not (a >= b):
            n += 100
print(n)
pts = [(0.0, 0.0), (4.0, 0.0), (4.0, 3.0), (0.0, 3.0)]


def inside(px, py):
    c = False
    for i in range(len(pts)):
        (ax, ay), (bx, by) = pts[i], pts[(i + 1) % len(pts)]
        if (ay > py) != (by > py):
            if px < ax + (py - ay) / (by - ay) * (bx - ax):
                c = not c
    return c


print([inside(x * 0.5, y * 0.5) for x in range(-1, 10) for y in range(-1, 8)].count(True))
print(True == 1.0, True < 1.5, False > -0.5, (True, 2) < (1, 3))
print(sorted([True, 0, False, 1, -3, 2]), max(True, 1), min(False, 0))
print(1 > (2 > 1), (1 < 2) == (3 < 4) != (5 < 4))
k = 0
while (k > 3) != True:
    k += 1
print(k)

# Benchmark: sorting lists of tuples with and without key=.
seed = 42
rows = []
for i in range(40000):
    seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
    rows.append((seed % 1000, "name" + str(seed % 777), i))
check = 0
for rep in range(8):
    a = sorted(rows)
    b = sorted(rows, key=lambda r: r[1])
    c = sorted(rows, key=lambda r: (-r[0], r[2]), reverse=True)
    check += a[0][2] + b[-1][2] + c[100][2]
ints = [r[0] * 1000 + r[2] % 1000 for r in rows]
ints.sort()
print(check, ints[0], ints[-1], a[5], b[5], c[5])

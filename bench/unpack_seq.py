# Benchmark (held-out style, after pyperformance "unpack_sequence" plus common loop idioms):
# tuple unpacking and swaps, enumerate/zip/dict.items() loops, multiple assignment,
# isinstance/len/abs/min/max on two arguments in tight loops.
def swaps(n):
    a, b, c = 1, 2, 3
    for i in range(n):
        a, b = b, a
        a, b, c = c, a, b
        x, y = (i, a)
        t = (x, y, b)
        p, q, r = t
        a = (a + p + q + r) % 1000
    return a + b + c


def pair_loops(n):
    xs = list(range(n))
    ys = [i * 2 for i in range(n)]
    d = {i: i * 3 for i in range(200)}
    total = 0
    for i, x in enumerate(xs):
        total += i ^ x
    for x, y in zip(xs, ys):
        total += y - x
    for rep in range(n // 200):
        for k, v in d.items():
            total += v - k
    for i, (x, y) in enumerate(zip(xs, ys)):
        total += min(x, y) + max(i, y) + abs(x - y)
    return total


def checks(n):
    items = [1, "a", 2.5, (1, 2), [3], None, True, {"k": 1}]
    total = 0
    for i in range(n):
        v = items[i % 8]
        if isinstance(v, int):
            total += 1
        elif isinstance(v, (str, tuple)):
            total += len(v)
        elif isinstance(v, float):
            total += 3
        else:
            total += 5
    return total


print(swaps(600000), pair_loops(200000), checks(600000))

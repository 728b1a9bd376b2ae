# Benchmark (held-out style, after the benchmarks game "pidigits"): the spigot algorithm for
# digits of pi. Measures big-int multiply, add, floor division and divmod on growing
# integers, and str() of small ints joined into lines.
def pidigits(ndigits):
    out = []
    q, r, t, k, m, x = 1, 0, 1, 1, 3, 3
    digits = 0
    line = []
    while digits < ndigits:
        if 4 * q + r - t < m * t:
            line.append(str(m))
            digits += 1
            if len(line) == 10:
                out.append("".join(line) + "\t:" + str(digits))
                line = []
            q, r, m = 10 * q, 10 * (r - m * t), (10 * (3 * q + r)) // t - 10 * m
        else:
            q, r, t, k, m, x = q * k, (2 * q + r) * x, t * x, k + 1, (q * (7 * k + 2) + r * x) // (t * x), x + 2
    if line:
        out.append("".join(line) + " " * (10 - len(line)) + "\t:" + str(digits))
    return out


lines = pidigits(2500)
print(lines[0])
print(lines[-1])
print(sum(int(c) for ln in lines for c in ln.split("\t")[0].strip()))

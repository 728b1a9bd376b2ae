# Benchmark (held-out style, after typical numeric agent code): dense linear algebra on nested
# lists. Measures list comprehensions with zip(*b) transposes, sum() over generator
# expressions of float products, row operations in Gaussian elimination with abs() pivots,
# and enumerate over rows.


def matmul(a, b):
    bt = list(zip(*b))
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]


def matmul_loops(a, b):
    n, m, p = len(a), len(b), len(b[0])
    c = [[0.0] * p for _ in range(n)]
    for i in range(n):
        ai = a[i]
        ci = c[i]
        for k in range(m):
            aik = ai[k]
            bk = b[k]
            for j in range(p):
                ci[j] += aik * bk[j]
    return c


def solve(a, rhs):
    n = len(a)
    m = [row[:] + [r] for row, r in zip(a, rhs)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        pv = m[col][col]
        for r in range(col + 1, n):
            f = m[r][col] / pv
            if f:
                rowr = m[r]
                rowc = m[col]
                for j in range(col, n + 1):
                    rowr[j] -= f * rowc[j]
    x = [0.0] * n
    for i in range(n - 1, -1, -1):
        s = m[i][n] - sum(m[i][j] * x[j] for j in range(i + 1, n))
        x[i] = s / m[i][i]
    return x


def make(n, seed):
    x = seed
    out = []
    for i in range(n):
        row = []
        for j in range(n):
            x = (x * 1103515245 + 12345) & 0x7FFFFFFF
            row.append(((x >> 8) % 2000) / 1000.0 - 1.0 + (n if i == j else 0))
        out.append(row)
    return out


def main():
    for seed in range(3):
        a = make(120, seed)
        b = make(120, seed + 100)
        c = matmul(a, b)
        d = matmul_loops(a, b)
        diff = max(abs(x - y) for rc, rd in zip(c, d) for x, y in zip(rc, rd))
        x = solve(a, [float(i) for i in range(120)])
        resid = max(abs(sum(a[i][j] * x[j] for j in range(120)) - i) for i in range(120))
        tr = sum(c[i][i] for i in range(120))
        print(seed, f"{tr:.6f}", diff < 1e-9, resid < 1e-9, f"{x[0]:.9f}", f"{x[-1]:.9f}")


main()

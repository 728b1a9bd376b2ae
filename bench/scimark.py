# Benchmark (held-out style, after pyperformance's scimark): successive over-relaxation on a
# 2-D grid, Monte Carlo pi with a seeded random.Random, sparse matrix-vector products in
# compressed-row form, LU factorisation with partial pivoting and a small FFT, all on plain
# lists of floats with range loops, math functions and tuple swaps.
import math
import random


class Array2D:
    def __init__(self, w, h, data=None):
        self.width = w
        self.height = h
        self.data = data if data is not None else [[0.0] * w for _ in range(h)]

    def __getitem__(self, idx):
        x, y = idx
        return self.data[y][x]

    def __setitem__(self, idx, value):
        x, y = idx
        self.data[y][x] = value

    @classmethod
    def random(cls, w, h, rng):
        return cls(w, h, [[rng.random() for _ in range(w)] for _ in range(h)])

    def copy(self):
        return Array2D(self.width, self.height, [row[:] for row in self.data])


def sor(cycles, omega, grid):
    g = grid.data
    h = grid.height
    w = grid.width
    omega_over_four = omega * 0.25
    one_minus_omega = 1.0 - omega
    for _ in range(cycles):
        for y in range(1, h - 1):
            gm, gc, gp = g[y - 1], g[y], g[y + 1]
            for x in range(1, w - 1):
                gc[x] = (omega_over_four * (gm[x] + gp[x] + gc[x - 1] + gc[x + 1])
                         + one_minus_omega * gc[x])
    return sum(sum(row) for row in g)


def sor_indexed(cycles, omega, grid):
    # The same relaxation through Array2D's __getitem__/__setitem__ with tuple indices.
    for _ in range(cycles):
        for y in range(1, grid.height - 1):
            for x in range(1, grid.width - 1):
                grid[x, y] = (omega * 0.25 * (grid[x, y - 1] + grid[x, y + 1] + grid[x - 1, y]
                                              + grid[x + 1, y]) + (1.0 - omega) * grid[x, y])
    return grid[grid.width // 2, grid.height // 2]


def monte_carlo(n, seed):
    rng = random.Random(seed)
    under = 0
    for _ in range(n):
        x = rng.random()
        y = rng.random()
        if x * x + y * y <= 1.0:
            under += 1
    return under / n * 4.0


def sparse_matmult(n, nz, cycles, rng):
    # Compressed-row storage: row_ptr, col_idx, values.
    row_ptr = [0]
    col_idx = []
    values = []
    per_row = nz // n
    for r in range(n):
        step = max(1, r // per_row) if per_row else 1
        cols = sorted({(r + k * step) % n for k in range(per_row)})
        col_idx.extend(cols)
        values.extend(rng.uniform(-1.0, 1.0) for _ in cols)
        row_ptr.append(len(col_idx))
    x = [rng.random() for _ in range(n)]
    y = [0.0] * n
    for _ in range(cycles):
        for r in range(n):
            total = 0.0
            for i in range(row_ptr[r], row_ptr[r + 1]):
                total += x[col_idx[i]] * values[i]
            y[r] = total
    return sum(y)


def lu_factor(a, pivot):
    n = len(a)
    for j in range(n):
        jp = j
        t = abs(a[j][j])
        for i in range(j + 1, n):
            ab = abs(a[i][j])
            if ab > t:
                jp = i
                t = ab
        pivot[j] = jp
        if a[jp][j] == 0:
            raise ZeroDivisionError("singular matrix")
        if jp != j:
            a[j], a[jp] = a[jp], a[j]
        if j < n - 1:
            recp = 1.0 / a[j][j]
            for k in range(j + 1, n):
                a[k][j] *= recp
        if j < n - 1:
            for ii in range(j + 1, n):
                row_ii = a[ii]
                row_j = a[j]
                aij = row_ii[j]
                for jj in range(j + 1, n):
                    row_ii[jj] -= aij * row_j[jj]
    return a


def lu_solve(lu, pivot, b):
    n = len(lu)
    b = b[:]
    for i in range(n):
        p = pivot[i]
        b[i], b[p] = b[p], b[i]
    for i in range(n):
        s = b[i]
        for j in range(i):
            s -= lu[i][j] * b[j]
        b[i] = s
    for i in range(n - 1, -1, -1):
        s = b[i]
        for j in range(i + 1, n):
            s -= lu[i][j] * b[j]
        b[i] = s / lu[i][i]
    return b


def fft(re, im, inverse=False):
    n = len(re)
    j = 0
    for i in range(1, n):
        bit = n >> 1
        while j & bit:
            j ^= bit
            bit >>= 1
        j ^= bit
        if i < j:
            re[i], re[j] = re[j], re[i]
            im[i], im[j] = im[j], im[i]
    size = 2
    sign = 1.0 if inverse else -1.0
    while size <= n:
        ang = sign * 2.0 * math.pi / size
        wr, wi = math.cos(ang), math.sin(ang)
        half = size // 2
        for start in range(0, n, size):
            cr, ci = 1.0, 0.0
            for k in range(half):
                a = start + k
                b = a + half
                tr = re[b] * cr - im[b] * ci
                ti = re[b] * ci + im[b] * cr
                re[b] = re[a] - tr
                im[b] = im[a] - ti
                re[a] += tr
                im[a] += ti
                cr, ci = cr * wr - ci * wi, cr * wi + ci * wr
        size *= 2
    if inverse:
        for i in range(n):
            re[i] /= n
            im[i] /= n


def main():
    rng = random.Random(12345)
    grid = Array2D.random(40, 40, rng)
    print(f"SOR sum: {sor(800, 1.25, grid):.6f}")
    small = Array2D.random(16, 16, rng)
    print(f"SOR indexed centre: {sor_indexed(300, 1.25, small.copy()):.6f}")
    print(f"Monte Carlo pi: {monte_carlo(1000000, 7):.5f}")
    print(f"Sparse matmult: {sparse_matmult(500, 5000, 200, rng):.6f}")

    n = 120
    a = [[rng.random() for _ in range(n)] for _ in range(n)]
    orig = [row[:] for row in a]
    b = [sum(row) for row in orig]
    pivot = [0] * n
    lu = lu_factor(a, pivot)
    x = lu_solve(lu, pivot, b)
    err = max(abs(v - 1.0) for v in x)
    print(f"LU n={n} max error {'small' if err < 1e-9 else err} pivots {sum(pivot)}")
    try:
        lu_factor([[0.0, 0.0], [0.0, 0.0]], [0, 0])
    except ZeroDivisionError as e:
        print("singular:", e)

    size = 512
    re = [math.sin(i * 0.1) + 0.5 * math.cos(i * 0.37) for i in range(size)]
    im = [0.0] * size
    keep = re[:]
    for _ in range(60):
        fft(re, im)
        peak = max(range(size // 2), key=lambda k: math.hypot(re[k], im[k]))
        fft(re, im, inverse=True)
    drift = max(abs(p - q) for p, q in zip(re, keep))
    print(f"FFT peak bin {peak}, roundtrip {'ok' if drift < 1e-9 else drift}")
    print(f"energy {math.fsum(v * v for v in re):.6f}")


main()

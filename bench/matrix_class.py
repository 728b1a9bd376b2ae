# Benchmark (held-out style, after typical agent code): a small linear-algebra library written
# as classes with operator overloading. Vector and Matrix implement __getitem__ with tuple
# indices, __add__/__sub__/__mul__/__rmul__/__matmul__/__neg__/__eq__/__iter__/__len__/__repr__;
# LU decomposition with partial pivoting solves systems and gives determinants and inverses;
# Gram-Schmidt QR, power iteration for the dominant eigenvalue, and least-squares line fits run
# on seeded random data. Results are checked by residual norms and printed rounded.
import math
import random


class Vector:
    __slots__ = ("data",)

    def __init__(self, data):
        self.data = list(data)

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(self.data)

    def __getitem__(self, i):
        return self.data[i]

    def __add__(self, other):
        return Vector(a + b for a, b in zip(self.data, other.data))

    def __sub__(self, other):
        return Vector(a - b for a, b in zip(self.data, other.data))

    def __mul__(self, k):
        return Vector(a * k for a in self.data)

    __rmul__ = __mul__

    def __neg__(self):
        return self * -1.0

    def dot(self, other):
        return sum(a * b for a, b in zip(self.data, other.data))

    def norm(self):
        return math.sqrt(self.dot(self))

    def __repr__(self):
        return "Vector([" + ", ".join(f"{x:.4f}" for x in self.data) + "])"


class Matrix:
    __slots__ = ("rows", "n", "m")

    def __init__(self, rows):
        self.rows = [list(r) for r in rows]
        self.n = len(self.rows)
        self.m = len(self.rows[0]) if self.rows else 0

    @classmethod
    def identity(cls, n):
        return cls([[1.0 if i == j else 0.0 for j in range(n)] for i in range(n)])

    @classmethod
    def random(cls, rng, n, m):
        return cls([[rng.uniform(-5, 5) for _ in range(m)] for _ in range(n)])

    def __getitem__(self, idx):
        i, j = idx
        return self.rows[i][j]

    def __setitem__(self, idx, value):
        i, j = idx
        self.rows[i][j] = value

    def __eq__(self, other):
        return isinstance(other, Matrix) and all(
            abs(a - b) < 1e-9 for ra, rb in zip(self.rows, other.rows) for a, b in zip(ra, rb))

    def __add__(self, other):
        return Matrix([[a + b for a, b in zip(ra, rb)] for ra, rb in zip(self.rows, other.rows)])

    def __sub__(self, other):
        return Matrix([[a - b for a, b in zip(ra, rb)] for ra, rb in zip(self.rows, other.rows)])

    def __mul__(self, k):
        return Matrix([[a * k for a in r] for r in self.rows])

    __rmul__ = __mul__

    def __matmul__(self, other):
        if isinstance(other, Vector):
            return Vector(sum(a * b for a, b in zip(r, other.data)) for r in self.rows)
        cols = other.transpose().rows
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])

    def transpose(self):
        return Matrix(zip(*self.rows))

    def column(self, j):
        return Vector(r[j] for r in self.rows)

    def lu(self):
        n = self.n
        a = [r[:] for r in self.rows]
        perm = list(range(n))
        sign = 1
        for k in range(n):
            p = max(range(k, n), key=lambda i: abs(a[i][k]))
            if abs(a[p][k]) < 1e-12:
                raise ValueError("matrix is singular")
            if p != k:
                a[k], a[p] = a[p], a[k]
                perm[k], perm[p] = perm[p], perm[k]
                sign = -sign
            pivot = a[k][k]
            for i in range(k + 1, n):
                f = a[i][k] / pivot
                a[i][k] = f
                row_i, row_k = a[i], a[k]
                for j in range(k + 1, n):
                    row_i[j] -= f * row_k[j]
        return a, perm, sign

    def solve(self, b):
        a, perm, _ = self.lu()
        n = self.n
        y = [0.0] * n
        for i in range(n):
            y[i] = b[perm[i]] - sum(a[i][j] * y[j] for j in range(i))
        x = [0.0] * n
        for i in reversed(range(n)):
            x[i] = (y[i] - sum(a[i][j] * x[j] for j in range(i + 1, n))) / a[i][i]
        return Vector(x)

    def det(self):
        try:
            a, _, sign = self.lu()
        except ValueError:
            return 0.0
        return sign * math.prod(a[i][i] for i in range(self.n))

    def inverse(self):
        cols = [self.solve(Matrix.identity(self.n).column(j)) for j in range(self.n)]
        return Matrix(zip(*[c.data for c in cols]))

    def qr(self):
        qs = []
        for j in range(self.m):
            v = self.column(j)
            for q in qs:
                v = v - q * q.dot(v)
            qs.append(v * (1.0 / v.norm()))
        q = Matrix(zip(*[v.data for v in qs]))
        return q, q.transpose() @ self

    def __repr__(self):
        return "\n".join("[" + " ".join(f"{x:8.3f}" for x in r) + "]" for r in self.rows)


def power_iteration(a, rounds=60):
    v = Vector([1.0] * a.n)
    lam = 0.0
    for _ in range(rounds):
        w = a @ v
        lam = w.norm()
        v = w * (1.0 / lam)
    return lam, v


def fit_line(points):
    a = Matrix([[1.0, x] for x, _ in points])
    b = Vector(y for _, y in points)
    at = a.transpose()
    return (at @ a).solve(at @ b)


def main(trials=260, size=8):
    rng = random.Random(4242)
    worst = 0.0
    dets = []
    for t in range(trials):
        a = Matrix.random(rng, size, size)
        x_true = Vector(rng.uniform(-1, 1) for _ in range(size))
        b = a @ x_true
        x = a.solve(b)
        worst = max(worst, (x - x_true).norm())
        inv = a.inverse()
        assert a @ inv == Matrix.identity(size), "bad inverse"
        dets.append(a.det())
        q, r = a.qr()
        assert q @ r == a
        if t == 0:
            print("first matrix\n" + repr(a))
            print("solution", x)
            print("R diagonal", [round(r[i, i], 4) for i in range(size)])
    print(f"worst solve error below 1e-9: {worst < 1e-9}")
    print("dets", [round(d, 2) for d in dets[:5]])
    print(f"log|det| mean {sum(math.log(abs(d)) for d in dets) / len(dets):.4f}")
    sym = Matrix.random(rng, size, size)
    sym = sym + sym.transpose()
    spd = sym.transpose() @ sym + Matrix.identity(size) * 0.5
    lam, v = power_iteration(spd)
    print(f"dominant eigenvalue {lam:.6f}; residual {((spd @ v) - v * lam).norm():.2e}")
    pts = [(x / 10, 3.0 - 0.7 * x / 10 + rng.gauss(0, 0.3)) for x in range(200)]
    coef = fit_line(pts)
    print(f"fit: y = {coef[0]:.4f} + {coef[1]:.4f} x")
    rot = Matrix([[math.cos(0.3), -math.sin(0.3)], [math.sin(0.3), math.cos(0.3)]])
    p = Matrix.identity(2)
    for _ in range(21):
        p = p @ rot
    print("rotation^21", p, sep="\n")
    try:
        Matrix([[1.0, 2.0], [2.0, 4.0]]).solve(Vector([1.0, 2.0]))
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()  # test: main(trials=3, size=4)

# Benchmark (held-out style, after typical agent code): statistics and linear algebra without
# numpy. A Matrix class over lists of lists (__matmul__, __getitem__ with tuple indices,
# transpose via zip(*rows), identity/classmethod constructors), Gaussian elimination with
# partial pivoting for solve/determinant/inverse, least-squares polynomial fits through the
# normal equations, Pearson correlation matrices, power iteration for the dominant
# eigenvalue, and the statistics module (mean, median, stdev, quantiles) against
# hand-written versions on seeded random.gauss samples. Prints rounded results.
import math
import random
import statistics
from typing import Iterable, List, Sequence, Tuple

Vector = List[float]


class SingularMatrixError(ArithmeticError):
    pass


class Matrix:
    def __init__(self, rows: Iterable[Iterable[float]]) -> None:
        self.rows: List[Vector] = [list(map(float, r)) for r in rows]
        if not self.rows or any(len(r) != len(self.rows[0]) for r in self.rows):
            raise ValueError("ragged or empty matrix")

    @classmethod
    def identity(cls, n: int) -> "Matrix":
        return cls([[1.0 if i == j else 0.0 for j in range(n)] for i in range(n)])

    @property
    def shape(self) -> Tuple[int, int]:
        return len(self.rows), len(self.rows[0])

    def __getitem__(self, index: Tuple[int, int]) -> float:
        i, j = index
        return self.rows[i][j]

    def __setitem__(self, index: Tuple[int, int], value: float) -> None:
        i, j = index
        self.rows[i][j] = value

    def transpose(self) -> "Matrix":
        return Matrix(zip(*self.rows))

    def __matmul__(self, other: "Matrix") -> "Matrix":
        if self.shape[1] != other.shape[0]:
            raise ValueError(f"shape mismatch {self.shape} @ {other.shape}")
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(row, col)) for col in cols] for row in self.rows])

    def apply(self, vector: Sequence[float]) -> Vector:
        return [sum(a * b for a, b in zip(row, vector)) for row in self.rows]

    def copy(self) -> "Matrix":
        return Matrix(self.rows)

    def __repr__(self) -> str:
        return f"Matrix({self.shape[0]}x{self.shape[1]})"


def eliminate(a: Matrix, b: List[Vector]) -> Tuple[float, List[Vector]]:
    """Gauss-Jordan with partial pivoting on a copy; returns (determinant, solutions)."""
    n = a.shape[0]
    m = [row[:] for row in a.rows]
    rhs = [list(col) for col in zip(*b)] if b else [[] for _ in range(n)]
    det = 1.0
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        if abs(m[pivot][col]) < 1e-12:
            raise SingularMatrixError(f"singular at column {col}")
        if pivot != col:
            m[col], m[pivot] = m[pivot], m[col]
            rhs[col], rhs[pivot] = rhs[pivot], rhs[col]
            det = -det
        p = m[col][col]
        det *= p
        inv = 1.0 / p
        m[col] = [x * inv for x in m[col]]
        rhs[col] = [x * inv for x in rhs[col]]
        for r in range(n):
            if r != col and m[r][col] != 0.0:
                factor = m[r][col]
                m[r] = [x - factor * y for x, y in zip(m[r], m[col])]
                rhs[r] = [x - factor * y for x, y in zip(rhs[r], rhs[col])]
    return det, [list(col) for col in zip(*rhs)] if rhs and rhs[0] else []


def solve(a: Matrix, b: Vector) -> Vector:
    return eliminate(a, [b])[1][0]


def inverse(a: Matrix) -> Matrix:
    n = a.shape[0]
    _, cols = eliminate(a, Matrix.identity(n).rows)
    return Matrix(cols).transpose()


def polyfit(xs: Sequence[float], ys: Sequence[float], degree: int) -> Vector:
    design = Matrix([[x ** k for k in range(degree + 1)] for x in xs])
    dt = design.transpose()
    return solve(dt @ design, dt.apply(ys))


def pearson(xs: Sequence[float], ys: Sequence[float]) -> float:
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    cov = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    vx = math.sqrt(sum((x - mx) ** 2 for x in xs))
    vy = math.sqrt(sum((y - my) ** 2 for y in ys))
    return cov / (vx * vy)


def power_iteration(a: Matrix, iterations: int = 200) -> float:
    v = [1.0] * a.shape[0]
    eigen = 0.0
    for _ in range(iterations):
        w = a.apply(v)
        norm = math.sqrt(sum(x * x for x in w))
        v = [x / norm for x in w]
        eigen = sum(x * y for x, y in zip(v, a.apply(v)))
    return eigen


def describe(sample: List[float]) -> dict:
    ordered = sorted(sample)
    n = len(ordered)
    mean = math.fsum(ordered) / n
    var = math.fsum((x - mean) ** 2 for x in ordered) / (n - 1)
    mid = n // 2
    median = ordered[mid] if n % 2 else (ordered[mid - 1] + ordered[mid]) / 2
    return {"mean": mean, "stdev": math.sqrt(var), "median": median,
            "min": ordered[0], "max": ordered[-1]}


def main() -> None:
    rng = random.Random(12345)
    # Linear systems: residuals of random well-conditioned systems, determinants, inverses.
    worst_residual = 0.0
    det_sum = 0.0
    for size in (10, 16, 22, 28, 34, 40):  # test: for size in (3, 5):
        for _ in range(6):  # test: for _ in range(2):
            a = Matrix([[rng.uniform(-1, 1) + (size if i == j else 0) for j in range(size)]
                        for i in range(size)])
            b = [rng.uniform(-10, 10) for _ in range(size)]
            x = solve(a, b)
            residual = max(abs(p - q) for p, q in zip(a.apply(x), b))
            worst_residual = max(worst_residual, residual)
            det, _ = eliminate(a, [])
            det_sum += math.log10(abs(det))
            ident = a @ inverse(a)
            off = max(abs(ident[i, j] - (1.0 if i == j else 0.0))
                      for i in range(size) for j in range(size))
            worst_residual = max(worst_residual, off)
    print(f"residual<1e-9: {worst_residual < 1e-9}  log10|det| sum: {det_sum:.6f}")
    try:
        solve(Matrix([[1, 2], [2, 4]]), [1, 2])
    except SingularMatrixError as exc:
        print("singular:", exc)

    # Polynomial fits of noisy cubics.
    for degree in (1, 2, 3):
        xs = [i / 10 for i in range(-60, 61)]
        ys = [0.5 * x ** 3 - 2 * x * x + x - 3 + rng.gauss(0, 0.3) for x in xs]
        coeffs = polyfit(xs, ys, degree)
        print(f"fit degree {degree}:", " ".join(f"{c:+.2f}" for c in coeffs))

    # Correlation matrix of correlated series.
    base = [rng.gauss(0, 1) for _ in range(3000)]  # test: base = [rng.gauss(0, 1) for _ in range(200)]
    series = [[b * w + rng.gauss(0, 1) * (1 - w) for b in base] for w in (0.9, 0.7, 0.5, 0.3, 0.1, 0.0)]
    corr = Matrix([[pearson(s, t) for t in series] for s in series])
    print("corr row 0:", [round(corr[0, j], 3) for j in range(6)])
    print(f"dominant eigenvalue: {power_iteration(corr):.6f}")

    # Descriptive statistics, ours against the statistics module.
    for mu, sigma in ((0, 1), (100, 15), (-5, 0.5)):
        sample = [rng.gauss(mu, sigma) for _ in range(4001)]  # test: sample = [rng.gauss(mu, sigma) for _ in range(301)]
        mine = describe(sample)
        assert math.isclose(mine["mean"], statistics.mean(sample), rel_tol=1e-9, abs_tol=1e-9)
        assert math.isclose(mine["stdev"], statistics.stdev(sample), rel_tol=1e-9)
        assert mine["median"] == statistics.median(sample)
        q = statistics.quantiles(sample, n=4)
        print(f"N({mu},{sigma}): " + ", ".join(f"{k}={v:.3f}" for k, v in mine.items())
              + f" iqr={q[2] - q[0]:.3f}")


if __name__ == "__main__":
    main()

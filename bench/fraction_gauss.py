# Benchmark (held-out style, after typical agent code): exact linear algebra with
# fractions.Fraction. A Matrix class over lists of Fractions (__getitem__/__setitem__ with
# tuple indices, __matmul__, __eq__, __repr__, classmethods identity/from_rows), Gaussian
# elimination with partial pivoting for rank, determinant (Bareiss fraction-free on ints,
# checked against elimination over Fractions), inverse by Gauss-Jordan, solving Ax = b and
# verifying A @ x == b exactly, a LinAlgError for singular systems, Hilbert matrices, and
# summaries with f-strings and sum()/all() over generator expressions.
from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from functools import reduce
from math import lcm
from typing import Iterable, List, Sequence, Tuple


class LinAlgError(ArithmeticError):
    pass


class Matrix:
    __slots__ = ("rows", "cols", "data")

    def __init__(self, rows: int, cols: int, data: List[List[Fraction]]) -> None:
        if len(data) != rows or any(len(r) != cols for r in data):
            raise ValueError(f"shape mismatch: expected {rows}x{cols}")
        self.rows = rows
        self.cols = cols
        self.data = data

    @classmethod
    def from_rows(cls, rows: Sequence[Sequence[int | Fraction]]) -> "Matrix":
        data = [[Fraction(v) for v in row] for row in rows]
        return cls(len(data), len(data[0]), data)

    @classmethod
    def identity(cls, n: int) -> "Matrix":
        return cls(n, n, [[Fraction(int(i == j)) for j in range(n)] for i in range(n)])

    def __getitem__(self, idx: Tuple[int, int]) -> Fraction:
        r, c = idx
        return self.data[r][c]

    def __setitem__(self, idx: Tuple[int, int], value: Fraction) -> None:
        r, c = idx
        self.data[r][c] = value

    def copy(self) -> "Matrix":
        return Matrix(self.rows, self.cols, [row[:] for row in self.data])

    def __matmul__(self, other: "Matrix") -> "Matrix":
        if self.cols != other.rows:
            raise ValueError(f"cannot multiply {self.shape} by {other.shape}")
        cols = list(zip(*other.data))
        return Matrix(self.rows, other.cols,
                      [[sum((a * b for a, b in zip(row, col)), Fraction(0)) for col in cols]
                       for row in self.data])

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Matrix):
            return NotImplemented
        return self.data == other.data

    @property
    def shape(self) -> Tuple[int, int]:
        return (self.rows, self.cols)

    def __repr__(self) -> str:
        body = "; ".join(" ".join(str(v) for v in row) for row in self.data)
        return f"Matrix[{body}]"

    def column(self, c: int) -> List[Fraction]:
        return [row[c] for row in self.data]


def row_echelon(m: Matrix) -> Tuple[Matrix, int, int]:
    """Returns (echelon form, rank, number of row swaps)."""
    a = m.copy()
    rank, swaps = 0, 0
    for col in range(a.cols):
        pivot = max(range(rank, a.rows), key=lambda r: abs(a[r, col]), default=None)
        if pivot is None or a[pivot, col] == 0:
            continue
        if pivot != rank:
            a.data[rank], a.data[pivot] = a.data[pivot], a.data[rank]
            swaps += 1
        for r in range(rank + 1, a.rows):
            factor = a[r, col] / a[rank, col]
            if factor:
                a.data[r] = [x - factor * y for x, y in zip(a.data[r], a.data[rank])]
        rank += 1
        if rank == a.rows:
            break
    return a, rank, swaps


def determinant(m: Matrix) -> Fraction:
    if m.rows != m.cols:
        raise LinAlgError("determinant of a non-square matrix")
    echelon, rank, swaps = row_echelon(m)
    if rank < m.rows:
        return Fraction(0)
    det = reduce(lambda acc, i: acc * echelon[i, i], range(m.rows), Fraction(1))
    return -det if swaps % 2 else det


def bareiss(rows: List[List[int]]) -> int:
    a = [row[:] for row in rows]
    n = len(a)
    sign, prev = 1, 1
    for k in range(n - 1):
        if a[k][k] == 0:
            swap = next((i for i in range(k + 1, n) if a[i][k] != 0), None)
            if swap is None:
                return 0
            a[k], a[swap] = a[swap], a[k]
            sign = -sign
        for i in range(k + 1, n):
            for j in range(k + 1, n):
                a[i][j] = (a[i][j] * a[k][k] - a[i][k] * a[k][j]) // prev
        prev = a[k][k]
    return sign * a[-1][-1]


def inverse(m: Matrix) -> Matrix:
    n = m.rows
    aug = [row[:] + ident for row, ident in zip(m.data, Matrix.identity(n).data)]
    for col in range(n):
        pivot = next((r for r in range(col, n) if aug[r][col] != 0), None)
        if pivot is None:
            raise LinAlgError("matrix is singular")
        aug[col], aug[pivot] = aug[pivot], aug[col]
        inv_p = 1 / aug[col][col]
        aug[col] = [v * inv_p for v in aug[col]]
        for r in range(n):
            if r != col and aug[r][col] != 0:
                f = aug[r][col]
                aug[r] = [a - f * b for a, b in zip(aug[r], aug[col])]
    return Matrix(n, n, [row[n:] for row in aug])


def solve(m: Matrix, b: Iterable[int | Fraction]) -> List[Fraction]:
    col = Matrix(m.rows, 1, [[Fraction(v)] for v in b])
    x = inverse(m) @ col
    return x.column(0)


@dataclass
class Report:
    name: str
    size: int
    det: Fraction
    rank: int
    ok: bool

    def line(self) -> str:
        det = str(self.det)
        if len(det) > 24:
            det = det[:10] + "..." + det[-10:]
        return f"{self.name:<10} n={self.size:<2} rank={self.rank:<2} det={det:<24} ok={self.ok}"


def hilbert(n: int) -> Matrix:
    return Matrix(n, n, [[Fraction(1, i + j + 1) for j in range(n)] for i in range(n)])


def main(trials: int, size: int) -> None:
    rng = random.Random(11)
    reports: List[Report] = []
    singular = 0
    checksum = Fraction(0)
    for t in range(trials):
        ints = [[rng.randint(-9, 9) for _ in range(size)] for _ in range(size)]
        if t % 5 == 4:
            ints[-1] = [a + b for a, b in zip(ints[0], ints[1])]
        m = Matrix.from_rows(ints)
        det = determinant(m)
        assert det == bareiss(ints), (det, bareiss(ints))
        _, rank, _ = row_echelon(m)
        b = [rng.randint(-20, 20) for _ in range(size)]
        try:
            x = solve(m, b)
        except LinAlgError:
            singular += 1
            reports.append(Report(f"rand{t}", size, det, rank, rank < size))
            continue
        back = m @ Matrix(size, 1, [[v] for v in x])
        ok = back.column(0) == [Fraction(v) for v in b]
        checksum += sum(x) + det
        reports.append(Report(f"rand{t}", size, det, rank, ok))
    for n in range(2, size + 1):
        h = hilbert(n)
        hi = inverse(h)
        ok = h @ hi == Matrix.identity(n)
        reports.append(Report(f"hilbert{n}", n, determinant(h), n, ok))
        denominators = [v.denominator for row in hi.data for v in row]
        checksum += Fraction(sum(v.numerator for row in hi.data for v in row), lcm(*denominators))
    for r in reports[:4] + reports[-3:]:
        print(r.line())
    print(f"singular={singular} all_ok={all(r.ok for r in reports)} reports={len(reports)}")
    print(f"checksum numerator digits={len(str(checksum.numerator))} "
          f"denominator mod 1000003={checksum.denominator % 1000003}")
    print(repr(Matrix.from_rows([[1, 2], [3, 4]]) @ inverse(Matrix.from_rows([[1, 2], [3, 4]]))))
    try:
        inverse(Matrix.from_rows([[1, 2], [2, 4]]))
    except LinAlgError as exc:
        print(f"{type(exc).__name__}: {exc}")


if __name__ == "__main__":
    main(trials=80, size=8)  # test: main(trials=6, size=5)

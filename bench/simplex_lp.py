# Benchmark (held-out style, after typical agent code): exact linear programming.
# A dense tableau simplex over Fractions with Bland's rule solves randomly generated
# production-planning LPs (maximize profit under resource limits), a two-phase method handles
# >= constraints, and each optimum is checked against its dual (strong duality) and by
# plugging the solution back into the constraints; results print as exact fractions.
import random
from fractions import Fraction


class Infeasible(Exception):
    pass


class Unbounded(Exception):
    pass


class Tableau:
    def __init__(self, rows, basis):
        self.rows = rows
        self.basis = basis
        self.pivots = 0

    def pivot(self, r, c):
        row = self.rows[r]
        pv = row[c]
        row = [x / pv for x in row]
        self.rows[r] = row
        for i, other in enumerate(self.rows):
            if i != r:
                f = other[c]
                if f:
                    self.rows[i] = [a - f * b for a, b in zip(other, row)]
        self.basis[r] = c
        self.pivots += 1

    def run(self, n_cols):
        obj = self.rows[-1]
        while True:
            obj = self.rows[-1]
            enter = next((j for j in range(n_cols) if obj[j] < 0), None)
            if enter is None:
                return
            best = None
            for i, row in enumerate(self.rows[:-1]):
                if row[enter] > 0:
                    ratio = row[-1] / row[enter]
                    key = (ratio, self.basis[i])
                    if best is None or key < best[0]:
                        best = (key, i)
            if best is None:
                raise Unbounded(f"column {enter}")
            self.pivot(best[1], enter)


def solve(c, A_le, b_le, A_ge=(), b_ge=()):
    """Maximizes c.x subject to A_le x <= b_le, A_ge x >= b_ge, x >= 0 (b >= 0)."""
    n = len(c)
    m1, m2 = len(A_le), len(A_ge)
    n_slack = m1 + m2
    n_art = m2
    width = n + n_slack + n_art + 1
    rows, basis = [], []
    for i, (a, bi) in enumerate(zip(A_le, b_le)):
        row = [Fraction(x) for x in a] + [Fraction(0)] * (n_slack + n_art) + [Fraction(bi)]
        row[n + i] = Fraction(1)
        rows.append(row)
        basis.append(n + i)
    for k, (a, bi) in enumerate(zip(A_ge, b_ge)):
        row = [Fraction(x) for x in a] + [Fraction(0)] * (n_slack + n_art) + [Fraction(bi)]
        row[n + m1 + k] = Fraction(-1)
        row[n + n_slack + k] = Fraction(1)
        rows.append(row)
        basis.append(n + n_slack + k)
    t = Tableau(rows, basis)
    if n_art:
        phase1 = [Fraction(0)] * width
        for k in range(n_art):
            phase1[n + n_slack + k] = Fraction(1)
        for i in range(m1, m1 + m2):
            phase1 = [p - q for p, q in zip(phase1, rows[i])]
        t.rows.append(phase1)
        t.run(width - 1)
        if t.rows[-1][-1] != 0:
            raise Infeasible("phase one optimum %s" % (-t.rows[-1][-1]))
        t.rows.pop()
        for i, r in enumerate(t.rows):
            t.rows[i] = r[: n + n_slack] + [r[-1]]
        width = n + n_slack + 1
    objective = [Fraction(-x) for x in c] + [Fraction(0)] * (width - n)
    for i, bv in enumerate(t.basis):
        coef = objective[bv]
        if coef:
            objective = [o - coef * v for o, v in zip(objective, t.rows[i])]
    t.rows.append(objective)
    t.run(width - 1)
    x = [Fraction(0)] * n
    for i, bv in enumerate(t.basis):
        if bv < n:
            x[bv] = t.rows[i][-1]
    duals = [t.rows[-1][n + i] for i in range(m1)]
    return t.rows[-1][-1], x, duals, t.pivots


def random_plan(rng, n_products, n_resources):
    c = [rng.randint(3, 20) for _ in range(n_products)]
    A = [[rng.randint(0, 9) for _ in range(n_products)] for _ in range(n_resources)]
    for j in range(n_products):
        A[rng.randrange(n_resources)][j] += 1
    b = [rng.randint(40, 200) for _ in range(n_resources)]
    return c, A, b


def check(c, A, b, x, value):
    for row, bi in zip(A, b):
        assert sum(a * xi for a, xi in zip(row, x)) <= bi
    assert sum(ci * xi for ci, xi in zip(c, x)) == value


def main(n_problems=60, size=8):
    rng = random.Random(4242)
    total = Fraction(0)
    pivots = 0
    dual_ok = 0
    for k in range(n_problems):
        n_prod = size + k % 3
        n_res = size - 1 + k % 4
        c, A, b = random_plan(rng, n_prod, n_res)
        value, x, duals, pv = solve(c, A, b)
        check(c, A, b, x, value)
        # Strong duality: the shadow prices price the resources at the optimum's value.
        if sum(y * bi for y, bi in zip(duals, b)) == value:
            dual_ok += 1
        total += value
        pivots += pv
        if k % 15 == 0:
            support = {j: str(v) for j, v in enumerate(x) if v}
            print(f"plan {k}: value={value} ({float(value):.4f}) pivots={pv} x={support}")
    print(f"sum of optima = {total} ~ {float(total):.6f}; pivots={pivots}; duality {dual_ok}/{n_problems}")
    # A diet problem with >= constraints: minimize cost = maximize -cost.
    cost = [2, 3, 4, 7, 5]
    nutr = [[3, 1, 2, 5, 4], [2, 4, 1, 1, 3], [1, 2, 5, 2, 1]]
    need = [30, 25, 20]
    value, x, _, pv = solve([-v for v in cost], [[1] * 5], [60], nutr, need)
    print("diet cost", -value, "x", [str(v) for v in x], "pivots", pv)
    for A_ge, b_ge in (([[1, 1]], [10]), ([[1, 0]], [3])):
        try:
            print(solve([1, 1], [[1, 1]], [5], A_ge, b_ge)[0])
        except Infeasible as e:
            print("infeasible:", e)
    try:
        solve([1, 1], [[1, -1]], [3])
    except Unbounded as e:
        print("unbounded:", e)


if __name__ == "__main__":
    main()  # test: main(n_problems=4, size=5)

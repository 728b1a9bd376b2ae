# Benchmark (held-out style, written blind in session 21, heldout21): Heat transfer in a plate
# and a rod: an explicit finite-difference scheme on a flat grid, steady state by Jacobi and
# successive over-relaxation with a convergence test, a 1D Crank-Nicolson rod solved with the
# Thomas algorithm, and a report of hot spots.

import math
from dataclasses import dataclass
from itertools import product


@dataclass
class Plate:
    nx: int
    ny: int
    alpha: float = 1.0

    def __post_init__(self):
        self.t = [0.0] * (self.nx * self.ny)
        self.fixed = [False] * (self.nx * self.ny)

    def idx(self, i, j):
        return j * self.nx + i

    def set_boundary(self, top, bottom, left, right):
        nx, ny = self.nx, self.ny
        for i in range(nx):
            self._fix(i, 0, bottom)
            self._fix(i, ny - 1, top(i / (nx - 1)) if callable(top) else top)
        for j in range(1, ny - 1):
            self._fix(0, j, left)
            self._fix(nx - 1, j, right)

    def _fix(self, i, j, value):
        k = self.idx(i, j)
        self.t[k] = value
        self.fixed[k] = True

    def add_heater(self, ci, cj, radius, temp):
        for i, j in product(range(self.nx), range(self.ny)):
            if (i - ci) ** 2 + (j - cj) ** 2 <= radius * radius:
                self._fix(i, j, temp)

    def interior(self):
        nx = self.nx
        return [k for k in range(nx, nx * (self.ny - 1)) if not self.fixed[k]]

    @property
    def mean(self):
        return sum(self.t) / len(self.t)


def explicit_steps(plate, steps, dt):
    nx = plate.nx
    r = plate.alpha * dt
    if r > 0.25:
        raise ValueError(f"unstable: r={r}")
    cells = plate.interior()
    t = plate.t
    for _ in range(steps):
        new = t[:]
        for k in cells:
            new[k] = t[k] + r * (t[k - 1] + t[k + 1] + t[k - nx] + t[k + nx] - 4 * t[k])
        t = new
    plate.t = t
    return t


def jacobi(plate, tol, max_iter):
    nx = plate.nx
    cells = plate.interior()
    t = plate.t
    for it in range(1, max_iter + 1):
        new = t[:]
        delta = 0.0
        for k in cells:
            v = 0.25 * (t[k - 1] + t[k + 1] + t[k - nx] + t[k + nx])
            d = abs(v - t[k])
            if d > delta:
                delta = d
            new[k] = v
        t = new
        if delta < tol:
            break
    plate.t = t
    return it, delta


def sor(plate, tol, max_iter, omega=None):
    nx, ny = plate.nx, plate.ny
    if omega is None:
        rho = 0.5 * (math.cos(math.pi / nx) + math.cos(math.pi / ny))
        omega = 2 / (1 + math.sqrt(1 - rho * rho))
    cells = plate.interior()
    t = plate.t
    for it in range(1, max_iter + 1):
        delta = 0.0
        for k in cells:
            v = 0.25 * (t[k - 1] + t[k + 1] + t[k - nx] + t[k + nx])
            d = omega * (v - t[k])
            t[k] += d
            if abs(d) > delta:
                delta = abs(d)
        if delta < tol:
            break
    return it, delta, omega


def thomas(a, b, c, d):
    n = len(d)
    cp = [0.0] * n
    dp = [0.0] * n
    cp[0] = c[0] / b[0]
    dp[0] = d[0] / b[0]
    for i in range(1, n):
        m = b[i] - a[i] * cp[i - 1]
        cp[i] = c[i] / m if i < n - 1 else 0.0
        dp[i] = (d[i] - a[i] * dp[i - 1]) / m
    x = [0.0] * n
    x[-1] = dp[-1]
    for i in range(n - 2, -1, -1):
        x[i] = dp[i] - cp[i] * x[i + 1]
    return x


def crank_nicolson_rod(n, steps, r, left, right, initial):
    u = [initial(i / (n + 1)) for i in range(1, n + 1)]
    a = [-r / 2] * n
    b = [1 + r] * n
    c = [-r / 2] * n
    history = []
    for s in range(steps):
        d = []
        for i in range(n):
            lo = u[i - 1] if i > 0 else left
            hi = u[i + 1] if i < n - 1 else right
            d.append(r / 2 * lo + (1 - r) * u[i] + r / 2 * hi)
        d[0] += r / 2 * left
        d[-1] += r / 2 * right
        u = thomas(a, b, c, d)
        if s % (steps // 5) == 0:
            history.append(round(max(u), 6))
    return u, history


def hot_spots(plate, k):
    ranked = sorted(((v, i) for i, v in enumerate(plate.t) if not plate.fixed[i]), reverse=True)
    return [(i % plate.nx, i // plate.nx, round(v, 4)) for v, i in ranked[:k]]


def main(n=48, steps=150, rod=400):
    plate = Plate(n, n)
    plate.set_boundary(lambda x: 100 * math.sin(math.pi * x), 0.0, 20.0, 20.0)
    explicit_steps(plate, steps, 0.2)
    print(f"explicit mean={plate.mean:.6f} centre={plate.t[plate.idx(n // 2, n // 2)]:.6f}")
    try:
        explicit_steps(plate, 1, 0.3)
    except ValueError as e:
        print("refused:", e)

    pj = Plate(n // 2, n // 2)
    pj.set_boundary(100.0, 0.0, 50.0, 50.0)
    it, delta = jacobi(pj, 1e-4, 4000)
    print(f"jacobi {it} iterations, delta={delta:.2e}, mean={pj.mean:.5f}")

    ps = Plate(n, n)
    ps.set_boundary(100.0, 0.0, 50.0, 50.0)
    ps.add_heater(n // 3, n // 2, n // 10, 250.0)
    it, delta, omega = sor(ps, 1e-6, 2000)
    print(f"sor {it} iterations omega={omega:.4f} mean={ps.mean:.5f}")
    print("hot", hot_spots(ps, 4))
    cols = [sum(ps.t[ps.idx(i, j)] for j in range(n)) / n for i in range(0, n, n // 6)]
    print("profile", [f"{c:.2f}" for c in cols])

    u, hist = crank_nicolson_rod(rod, 250, 2.0, 0.0, 0.0, lambda x: math.sin(math.pi * x))
    exact = math.exp(-math.pi ** 2 * 250 * 2.0 / (rod + 1) ** 2)
    print(f"rod peak={max(u):.6f} exact={exact:.6f} history={hist}")


if __name__ == "__main__":
    main()  # test: main(n=10, steps=5, rod=20)

# Benchmark (held-out style, after typical agent code): numerical ODE integration. State vectors
# are plain lists of floats; right-hand sides are closures returned by factory functions (a damped
# pendulum, Lotka-Volterra, a Van der Pol oscillator, a three-body-free Kepler orbit); integrators
# are explicit Euler, midpoint, classic RK4 and an adaptive Runge-Kutta-Fehlberg 4(5) with step
# control; errors against reference solutions and conserved quantities are reported with f-string
# scientific formats, and an event (zero crossing) is located by bisection on the dense output.
import math


def pendulum(g=9.81, length=1.0, damping=0.1):
    def f(t, y):
        theta, omega = y
        return [omega, -g / length * math.sin(theta) - damping * omega]
    return f


def lotka_volterra(a=1.1, b=0.4, c=0.4, d=0.1):
    def f(t, y):
        x, z = y
        return [a * x - b * x * z, d * x * z - c * z]
    return f


def van_der_pol(mu=2.0):
    def f(t, y):
        x, v = y
        return [v, mu * (1 - x * x) * v - x]
    return f


def kepler():
    def f(t, y):
        x, yy, vx, vy = y
        r3 = (x * x + yy * yy) ** 1.5
        return [vx, vy, -x / r3, -yy / r3]
    return f


def axpy(a, x, y):
    return [yi + a * xi for xi, yi in zip(x, y)]


def euler_step(f, t, y, h):
    return axpy(h, f(t, y), y)


def midpoint_step(f, t, y, h):
    k1 = f(t, y)
    return axpy(h, f(t + h / 2, axpy(h / 2, k1, y)), y)


def rk4_step(f, t, y, h):
    k1 = f(t, y)
    k2 = f(t + h / 2, axpy(h / 2, k1, y))
    k3 = f(t + h / 2, axpy(h / 2, k2, y))
    k4 = f(t + h, axpy(h, k3, y))
    return [yi + h / 6 * (a + 2 * b + 2 * c + d) for yi, a, b, c, d in zip(y, k1, k2, k3, k4)]


def integrate(step, f, y0, t1, n):
    h = t1 / n
    t, y = 0.0, list(y0)
    for _ in range(n):
        y = step(f, t, y, h)
        t += h
    return y


A = [0, 1 / 4, 3 / 8, 12 / 13, 1, 1 / 2]
B = [[], [1 / 4], [3 / 32, 9 / 32], [1932 / 2197, -7200 / 2197, 7296 / 2197],
     [439 / 216, -8, 3680 / 513, -845 / 4104], [-8 / 27, 2, -3544 / 2565, 1859 / 4104, -11 / 40]]
C4 = [25 / 216, 0, 1408 / 2565, 2197 / 4104, -1 / 5, 0]
C5 = [16 / 135, 0, 6656 / 12825, 28561 / 56430, -9 / 50, 2 / 55]


def rkf45(f, y0, t1, tol, h=0.01):
    t, y = 0.0, list(y0)
    accepted = rejected = 0
    path = [(t, y)]
    while t < t1:
        h = min(h, t1 - t)
        ks = []
        for i in range(6):
            yi = list(y)
            for j, bij in enumerate(B[i]):
                yi = axpy(h * bij, ks[j], yi)
            ks.append(f(t + A[i] * h, yi))
        y4 = [y[m] + h * sum(C4[i] * ks[i][m] for i in range(6)) for m in range(len(y))]
        y5 = [y[m] + h * sum(C5[i] * ks[i][m] for i in range(6)) for m in range(len(y))]
        err = max(abs(a - b) for a, b in zip(y4, y5)) + 1e-300
        if err <= tol:
            t += h
            y = y5
            accepted += 1
            path.append((t, y))
        else:
            rejected += 1
        h *= min(4.0, max(0.1, 0.84 * (tol / err) ** 0.25))
    return y, accepted, rejected, path


def crossing(path, index):
    for (t0, y0), (t1, y1) in zip(path, path[1:]):
        if y0[index] < 0 <= y1[index]:
            lo, hi = t0, t1
            for _ in range(40):
                mid = (lo + hi) / 2
                frac = (mid - t0) / (t1 - t0)
                if y0[index] + frac * (y1[index] - y0[index]) < 0:
                    lo = mid
                else:
                    hi = mid
            return (lo + hi) / 2
    return None


def energy(y):
    x, yy, vx, vy = y
    return 0.5 * (vx * vx + vy * vy) - 1 / math.hypot(x, yy)


def main(ref_steps=16000, base=400):
    systems = [("pendulum", pendulum(), [2.5, 0.0], 10.0), ("lotka", lotka_volterra(), [10.0, 5.0], 15.0),
               ("vdpol", van_der_pol(), [2.0, 0.0], 12.0), ("kepler", kepler(), [1.0, 0.0, 0.0, 1.2], 12.0)]
    for name, f, y0, t1 in systems:
        ref = integrate(rk4_step, f, y0, t1, ref_steps)
        print(f"{name}: reference y({t1:g}) = [{', '.join(f'{v:.8f}' for v in ref)}]")
        for label, step in (("euler", euler_step), ("midpoint", midpoint_step), ("rk4", rk4_step)):
            errs = []
            for n in (base, 2 * base, 4 * base):
                y = integrate(step, f, y0, t1, n)
                errs.append(max(abs(a - b) for a, b in zip(y, ref)))
            orders = [math.log2(errs[i] / errs[i + 1]) if errs[i + 1] > 0 else float("inf") for i in range(2)]
            print(f"  {label:<9} err {errs[0]:.3e} {errs[1]:.3e} {errs[2]:.3e}  order ~{orders[0]:.2f} {orders[1]:.2f}")
        for tol in (1e-4, 1e-7):
            y, acc, rej, path = rkf45(f, y0, t1, tol)
            err = max(abs(a - b) for a, b in zip(y, ref))
            print(f"  rkf45 tol {tol:.0e}: steps {acc:4d} rejected {rej:3d} err {err:.2e}")
        cross = crossing(path, 1)
        print(f"  first upward crossing of y[1]: {cross:.6f}" if cross is not None else "  no crossing")
        if name == "kepler":
            y = integrate(rk4_step, f, y0, t1, 4 * base)
            print(f"  energy drift rk4: {energy(y) - energy(y0):+.3e}")


if __name__ == "__main__":
    main()  # test: main(ref_steps=400, base=20)

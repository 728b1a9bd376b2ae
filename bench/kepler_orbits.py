# Benchmark (held-out style, written blind in session 21, heldout21): Orbital mechanics:
# Keplerian elements of a small satellite catalogue, Kepler's equation by Newton's method,
# elements to state vectors with a __slots__ Vec3, two-body propagation by RK4 compared against
# the analytic orbit, Hohmann transfers, and close approaches between orbits.

import math
from dataclasses import dataclass
from functools import total_ordering

MU = 398600.4418  # km^3/s^2
R_EARTH = 6378.137


class Vec3:
    __slots__ = ("x", "y", "z")

    def __init__(self, x, y, z):
        self.x = x
        self.y = y
        self.z = z

    def __add__(self, o):
        return Vec3(self.x + o.x, self.y + o.y, self.z + o.z)

    def __sub__(self, o):
        return Vec3(self.x - o.x, self.y - o.y, self.z - o.z)

    def __mul__(self, k):
        return Vec3(self.x * k, self.y * k, self.z * k)

    __rmul__ = __mul__

    def __neg__(self):
        return Vec3(-self.x, -self.y, -self.z)

    def dot(self, o):
        return self.x * o.x + self.y * o.y + self.z * o.z

    def cross(self, o):
        return Vec3(self.y * o.z - self.z * o.y, self.z * o.x - self.x * o.z,
                    self.x * o.y - self.y * o.x)

    def norm(self):
        return math.sqrt(self.x * self.x + self.y * self.y + self.z * self.z)

    def __repr__(self):
        return f"Vec3({self.x:.3f}, {self.y:.3f}, {self.z:.3f})"


def rot_z(v, a):
    c, s = math.cos(a), math.sin(a)
    return Vec3(c * v.x - s * v.y, s * v.x + c * v.y, v.z)


def rot_x(v, a):
    c, s = math.cos(a), math.sin(a)
    return Vec3(v.x, c * v.y - s * v.z, s * v.y + c * v.z)


def solve_kepler(M, e, tol=1e-13):
    if not 0 <= e < 1:
        raise ValueError(f"eccentricity {e} is not elliptic")
    E = M if e < 0.8 else math.pi
    for i in range(50):
        f = E - e * math.sin(E) - M
        E -= f / (1 - e * math.cos(E))
        if abs(f) < tol:
            return E, i
    raise ArithmeticError("Kepler iteration did not converge")


@total_ordering
@dataclass
class Orbit:
    name: str
    a: float
    e: float
    inc: float
    raan: float
    argp: float
    m0: float

    @property
    def period(self):
        return 2 * math.pi * math.sqrt(self.a ** 3 / MU)

    @property
    def perigee_alt(self):
        return self.a * (1 - self.e) - R_EARTH

    def __lt__(self, other):
        return (self.period, self.name) < (other.period, other.name)

    def __eq__(self, other):
        return isinstance(other, Orbit) and (self.period, self.name) == (other.period, other.name)

    def state(self, t):
        n = math.sqrt(MU / self.a ** 3)
        M = (self.m0 + n * t) % (2 * math.pi)
        E, _ = solve_kepler(M, self.e)
        nu = 2 * math.atan2(math.sqrt(1 + self.e) * math.sin(E / 2),
                            math.sqrt(1 - self.e) * math.cos(E / 2))
        r = self.a * (1 - self.e * math.cos(E))
        p = self.a * (1 - self.e ** 2)
        pos = Vec3(r * math.cos(nu), r * math.sin(nu), 0.0)
        k = math.sqrt(MU / p)
        vel = Vec3(-k * math.sin(nu), k * (self.e + math.cos(nu)), 0.0)
        for v_name in ("pos", "vel"):
            v = pos if v_name == "pos" else vel
            v = rot_z(rot_x(rot_z(v, self.argp), self.inc), self.raan)
            if v_name == "pos":
                pos = v
            else:
                vel = v
        return pos, vel


def accel(r):
    d = r.norm()
    return r * (-MU / (d * d * d))


def rk4(pos, vel, dt, steps):
    for _ in range(steps):
        k1v = accel(pos)
        k1r = vel
        k2v = accel(pos + k1r * (dt / 2))
        k2r = vel + k1v * (dt / 2)
        k3v = accel(pos + k2r * (dt / 2))
        k3r = vel + k2v * (dt / 2)
        k4v = accel(pos + k3r * dt)
        k4r = vel + k3v * dt
        pos = pos + (k1r + 2 * k2r + 2 * k3r + k4r) * (dt / 6)
        vel = vel + (k1v + 2 * k2v + 2 * k3v + k4v) * (dt / 6)
    return pos, vel


def energy(pos, vel):
    return vel.dot(vel) / 2 - MU / pos.norm()


def hohmann(r1, r2):
    a_t = (r1 + r2) / 2
    dv1 = math.sqrt(MU / r1) * (math.sqrt(2 * r2 / (r1 + r2)) - 1)
    dv2 = math.sqrt(MU / r2) * (1 - math.sqrt(2 * r1 / (r1 + r2)))
    return dv1, dv2, math.pi * math.sqrt(a_t ** 3 / MU)


def catalogue(n):
    sats = []
    for i in range(n):
        a = R_EARTH + 400 + 37.0 * i * i % 35000
        e = (i * 0.037) % 0.7
        sats.append(Orbit(f"SAT-{i:03d}", a, e, math.radians((i * 17) % 98),
                          math.radians((i * 41) % 360), math.radians((i * 73) % 360),
                          math.radians((i * 29) % 360)))
    return sats


def main(sats=120, steps=6000, samples=320):
    cat = sorted(catalogue(sats))
    print("shortest", [(o.name, round(o.period / 60, 2)) for o in cat[:3]])
    print("longest", [(o.name, round(o.period / 3600, 3)) for o in cat[-2:]])
    low = [o.name for o in cat if o.perigee_alt < 300]
    print(f"{len(low)} decaying:", low[:5])

    iters = 0
    for o in cat:
        for k in range(samples):
            _, it = solve_kepler(2 * math.pi * k / samples, o.e)
            iters += it
    print("kepler iterations", iters)

    for o in cat[:: max(1, sats // 4)]:
        p0, v0 = o.state(0.0)
        dt = o.period / steps
        p1, v1 = rk4(p0, v0, dt, steps // 4)
        pa, _ = o.state(dt * (steps // 4))
        drift = (p1 - pa).norm()
        de = abs(energy(p1, v1) - energy(p0, v0)) / abs(energy(p0, v0))
        h = p0.cross(v0).norm()
        print(f"{o.name} r0={p0.norm():9.2f} drift={drift:.2e} km dE={de:.1e} h={h:.1f}")

    for r2 in (R_EARTH + 20200, R_EARTH + 35786):
        dv1, dv2, tof = hohmann(R_EARTH + 400, r2)
        print(f"hohmann to {r2 - R_EARTH:.0f} km: {dv1:.4f} + {dv2:.4f} km/s in {tof / 3600:.3f} h")

    a, b = cat[1], cat[2]
    best = (float("inf"), 0.0)
    for k in range(samples * 10):
        t = k * 60.0
        d = (a.state(t)[0] - b.state(t)[0]).norm()
        if d < best[0]:
            best = (d, t)
    print(f"closest {a.name}/{b.name}: {best[0]:.1f} km at t={best[1]:.0f} s")
    try:
        solve_kepler(1.0, 1.5)
    except (ArithmeticError, ValueError) as exc:
        print("error:", exc)


if __name__ == "__main__":
    main()  # test: main(sats=8, steps=80, samples=6)

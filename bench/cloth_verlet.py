# Benchmark (held-out style, after typical agent code): a mass-spring cloth and particle sim.
# A small Vec2 class with operator overloading (__add__, __sub__, __mul__, __slots__) and a
# length property; Verlet integration of a pinned cloth grid under gravity and wind, with
# distance constraints relaxed several times per step and springs that tear past a limit;
# bouncing balls against walls with restitution; energy and bounding-box statistics every few
# steps, printed with f-strings; math and statistics only.
import math
import statistics


class Vec2:
    __slots__ = ("x", "y")

    def __init__(self, x=0.0, y=0.0):
        self.x = x
        self.y = y

    def __add__(self, o):
        return Vec2(self.x + o.x, self.y + o.y)

    def __sub__(self, o):
        return Vec2(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        return Vec2(self.x * k, self.y * k)

    __rmul__ = __mul__

    @property
    def length(self):
        return math.hypot(self.x, self.y)

    def dot(self, o):
        return self.x * o.x + self.y * o.y

    def __repr__(self):
        return f"({self.x:.2f}, {self.y:.2f})"


class Particle:
    __slots__ = ("pos", "prev", "pinned", "mass")

    def __init__(self, x, y, pinned=False, mass=1.0):
        self.pos = Vec2(x, y)
        self.prev = Vec2(x, y)
        self.pinned = pinned
        self.mass = mass

    def integrate(self, acc, dt, damping):
        if self.pinned:
            return
        vel = (self.pos - self.prev) * damping
        self.prev = self.pos
        self.pos = self.pos + vel + acc * (dt * dt)

    @property
    def speed(self):
        return (self.pos - self.prev).length


class Spring:
    __slots__ = ("a", "b", "rest", "broken")

    def __init__(self, a, b):
        self.a, self.b = a, b
        self.rest = (a.pos - b.pos).length
        self.broken = False

    def relax(self, tear):
        a, b = self.a, self.b
        delta = b.pos - a.pos
        dist = delta.length
        if dist == 0:
            return 0.0
        if dist > self.rest * tear:
            self.broken = True
            return 0.0
        diff = (dist - self.rest) / dist
        if a.pinned and b.pinned:
            return 0.0
        if a.pinned:
            b.pos = b.pos - delta * diff
        elif b.pinned:
            a.pos = a.pos + delta * diff
        else:
            half = delta * (0.5 * diff)
            a.pos = a.pos + half
            b.pos = b.pos - half
        return abs(dist - self.rest)


class Cloth:
    def __init__(self, cols, rows, spacing):
        self.cols, self.rows = cols, rows
        self.particles = []
        for r in range(rows):
            for c in range(cols):
                pinned = r == 0 and c % 4 == 0
                self.particles.append(Particle(c * spacing, r * spacing, pinned))
        self.springs = []
        for r in range(rows):
            for c in range(cols):
                p = self.at(c, r)
                if c + 1 < cols:
                    self.springs.append(Spring(p, self.at(c + 1, r)))
                if r + 1 < rows:
                    self.springs.append(Spring(p, self.at(c, r + 1)))

    def at(self, c, r):
        return self.particles[r * self.cols + c]

    def step(self, t, dt, iterations, tear):
        wind = Vec2(0.6 * math.sin(t * 0.07), 0.0)
        gravity = Vec2(0.0, 9.8)
        acc = gravity + wind
        for p in self.particles:
            p.integrate(acc, dt, 0.99)
        strain = 0.0
        for _ in range(iterations):
            for s in self.springs:
                if not s.broken:
                    strain += s.relax(tear)
        self.springs = [s for s in self.springs if not s.broken]
        return strain

    def bbox(self):
        xs = [p.pos.x for p in self.particles]
        ys = [p.pos.y for p in self.particles]
        return min(xs), max(xs), min(ys), max(ys)


class Ball:
    def __init__(self, x, y, vx, vy, r):
        self.p = Vec2(x, y)
        self.v = Vec2(vx, vy)
        self.r = r
        self.bounces = 0

    def step(self, dt, w, h):
        self.v = self.v + Vec2(0.0, 9.8) * dt
        self.p = self.p + self.v * dt
        if self.p.x < self.r or self.p.x > w - self.r:
            self.v = Vec2(-self.v.x * 0.9, self.v.y)
            self.p = Vec2(min(max(self.p.x, self.r), w - self.r), self.p.y)
            self.bounces += 1
        if self.p.y > h - self.r:
            self.v = Vec2(self.v.x * 0.98, -self.v.y * 0.85)
            self.p = Vec2(self.p.x, h - self.r)
            self.bounces += 1

    @property
    def energy(self):
        return 0.5 * self.v.dot(self.v) + 9.8 * (100 - self.p.y)


def collide(balls):
    hits = 0
    for i in range(len(balls)):
        a = balls[i]
        for j in range(i + 1, len(balls)):
            b = balls[j]
            d = b.p - a.p
            dist = d.length
            if 0 < dist < a.r + b.r:
                n = d * (1.0 / dist)
                rel = (a.v - b.v).dot(n)
                if rel > 0:
                    a.v = a.v - n * rel
                    b.v = b.v + n * rel
                    hits += 1
    return hits


def main(cols=16, rows=12, steps=90, balls=14):
    cloth = Cloth(cols, rows, 1.0)
    strains = []
    for t in range(steps):
        strains.append(cloth.step(t, 0.05, 3, 2.2))
        if t % 30 == 0:
            x0, x1, y0, y1 = cloth.bbox()
            print(f"t={t:3d} springs={len(cloth.springs)} box=({x0:.2f},{x1:.2f},{y0:.2f},{y1:.2f})")
    print(f"cloth strain mean={statistics.mean(strains):.4f} max={max(strains):.4f}")
    print("corner", cloth.at(cols - 1, rows - 1).pos, "speed", round(cloth.at(cols // 2, rows - 1).speed, 4))
    bs = [Ball(5 + 6 * i, 10 + (i * 7) % 30, (i % 5) - 2.0, 0.0, 1.5) for i in range(balls)]
    hits = 0
    energies = []
    for t in range(steps * 4):
        for b in bs:
            b.step(0.02, 100, 100)
        hits += collide(bs)
        if t % 40 == 0:
            energies.append(sum(b.energy for b in bs))
    print(f"balls hits={hits} bounces={sum(b.bounces for b in bs)}")
    print("energy", [round(e, 1) for e in energies[:6]])


if __name__ == "__main__":
    main()  # test: main(cols=6, rows=5, steps=12, balls=5)

# Benchmark (held-out style, after typical agent code): 2-D particle collisions with a quadtree.
# Circles with mass move in a box; every step a quadtree (nodes with __slots__, split at a
# capacity, bounded depth) is rebuilt, candidate pairs come from range queries, overlapping
# pairs resolve as elastic collisions with positional correction, walls reflect; energy and
# momentum are tracked, the pair counts are checked against a brute-force pass on some steps,
# and a histogram of speeds is printed at the end.
import math
import random


class Particle:
    __slots__ = ("pid", "x", "y", "vx", "vy", "r", "m")

    def __init__(self, pid, x, y, vx, vy, r):
        self.pid = pid
        self.x, self.y = x, y
        self.vx, self.vy = vx, vy
        self.r = r
        self.m = r * r

    def kinetic(self):
        return 0.5 * self.m * (self.vx * self.vx + self.vy * self.vy)


class Rect:
    __slots__ = ("x0", "y0", "x1", "y1")

    def __init__(self, x0, y0, x1, y1):
        self.x0, self.y0, self.x1, self.y1 = x0, y0, x1, y1

    def contains(self, p):
        return self.x0 <= p.x < self.x1 and self.y0 <= p.y < self.y1

    def intersects(self, x0, y0, x1, y1):
        return not (x1 < self.x0 or x0 >= self.x1 or y1 < self.y0 or y0 >= self.y1)


class QuadTree:
    __slots__ = ("bounds", "items", "children", "depth")
    CAPACITY = 8
    MAX_DEPTH = 7

    def __init__(self, bounds, depth=0):
        self.bounds = bounds
        self.items = []
        self.children = None
        self.depth = depth

    def insert(self, p):
        if not self.bounds.contains(p):
            return False
        if self.children is None:
            if len(self.items) < self.CAPACITY or self.depth >= self.MAX_DEPTH:
                self.items.append(p)
                return True
            self.split()
        return any(ch.insert(p) for ch in self.children)

    def split(self):
        b = self.bounds
        mx, my = (b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2
        d = self.depth + 1
        self.children = [QuadTree(Rect(b.x0, b.y0, mx, my), d), QuadTree(Rect(mx, b.y0, b.x1, my), d),
                         QuadTree(Rect(b.x0, my, mx, b.y1), d), QuadTree(Rect(mx, my, b.x1, b.y1), d)]
        items, self.items = self.items, []
        for p in items:
            for ch in self.children:
                if ch.insert(p):
                    break

    def query(self, x0, y0, x1, y1, out):
        if not self.bounds.intersects(x0, y0, x1, y1):
            return out
        for p in self.items:
            if x0 <= p.x <= x1 and y0 <= p.y <= y1:
                out.append(p)
        if self.children:
            for ch in self.children:
                ch.query(x0, y0, x1, y1, out)
        return out

    def stats(self):
        if self.children is None:
            return 1, self.depth, len(self.items)
        nodes, depth, items = 1, self.depth, len(self.items)
        for ch in self.children:
            n, d, i = ch.stats()
            nodes += n
            depth = max(depth, d)
            items += i
        return nodes, depth, items


def collide(a, b):
    dx, dy = b.x - a.x, b.y - a.y
    dist = math.hypot(dx, dy)
    if dist == 0 or dist >= a.r + b.r:
        return False
    nx, ny = dx / dist, dy / dist
    rel = (a.vx - b.vx) * nx + (a.vy - b.vy) * ny
    overlap = a.r + b.r - dist
    total = a.m + b.m
    a.x -= nx * overlap * b.m / total
    a.y -= ny * overlap * b.m / total
    b.x += nx * overlap * a.m / total
    b.y += ny * overlap * a.m / total
    if rel <= 0:
        return True
    impulse = 2 * rel / total
    a.vx -= impulse * b.m * nx
    a.vy -= impulse * b.m * ny
    b.vx += impulse * a.m * nx
    b.vy += impulse * a.m * ny
    return True


def candidate_pairs(tree, particles, max_r):
    pairs = []
    for p in particles:
        reach = p.r + max_r
        for q in tree.query(p.x - reach, p.y - reach, p.x + reach, p.y + reach, []):
            if q.pid > p.pid:
                pairs.append((p, q))
    return pairs


def brute_pairs(particles):
    n = 0
    for i, p in enumerate(particles):
        for q in particles[i + 1:]:
            if (p.x - q.x) ** 2 + (p.y - q.y) ** 2 < (p.r + q.r) ** 2:
                n += 1
    return n


def main(n=350, steps=60, size=400.0):
    rng = random.Random(2718)
    ps = [Particle(i, rng.uniform(10, size - 10), rng.uniform(10, size - 10),
                   rng.uniform(-3, 3), rng.uniform(-3, 3), rng.choice([2.0, 3.0, 4.0, 6.0]))
          for i in range(n)]
    max_r = max(p.r for p in ps)
    e0 = sum(p.kinetic() for p in ps)
    hits_total = 0
    for step in range(steps):
        for p in ps:
            p.x += p.vx
            p.y += p.vy
            if p.x < p.r:
                p.x, p.vx = p.r, -p.vx
            elif p.x > size - p.r:
                p.x, p.vx = size - p.r, -p.vx
            if p.y < p.r:
                p.y, p.vy = p.r, -p.vy
            elif p.y > size - p.r:
                p.y, p.vy = size - p.r, -p.vy
        tree = QuadTree(Rect(0.0, 0.0, size + 1e-9, size + 1e-9))
        for p in ps:
            tree.insert(p)
        pairs = candidate_pairs(tree, ps, max_r)
        overlapping = [(a, b) for a, b in pairs if (a.x - b.x) ** 2 + (a.y - b.y) ** 2 < (a.r + b.r) ** 2]
        if step % 20 == 0:
            brute = brute_pairs(ps)
            nodes, depth, items = tree.stats()
            print(f"step {step}: candidates={len(pairs)} overlapping={len(overlapping)} brute={brute} "
                  f"nodes={nodes} depth={depth} items={items}")
        hits = sum(collide(a, b) for a, b in pairs)
        hits_total += hits
    e1 = sum(p.kinetic() for p in ps)
    px = sum(p.m * p.vx for p in ps)
    py = sum(p.m * p.vy for p in ps)
    print(f"collisions={hits_total} energy {e0:.4f} -> {e1:.4f} ({(e1 - e0) / e0:+.2e})")
    print(f"momentum ({px:.4f}, {py:.4f})")
    speeds = sorted(math.hypot(p.vx, p.vy) for p in ps)
    hist = [0] * 8
    for s in speeds:
        hist[min(7, int(s))] += 1
    print("speed histogram", hist, f"median {speeds[len(speeds) // 2]:.4f}")


if __name__ == "__main__":
    main()  # test: main(n=60, steps=21, size=150.0)

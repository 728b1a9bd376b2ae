# Benchmark (held-out style, after typical agent code): L-systems and turtle geometry.
# Deterministic and stochastic (seeded) L-systems are expanded by string rewriting (join over a
# generator of rule lookups), a turtle interprets the result with a stack for branches and
# math.sin/cos headings, and the drawing is summarized: segment count, path length, bounding
# box, the set of grid cells touched, a small ASCII raster, and a box-counting dimension
# estimate from the segments.
import math
import random
from dataclasses import dataclass


@dataclass(frozen=True)
class LSystem:
    name: str
    axiom: str
    rules: dict
    angle: float
    iterations: int

    def expand(self, rng=None):
        s = self.axiom
        for _ in range(self.iterations):
            s = "".join(self._rewrite(ch, rng) for ch in s)
        return s

    def _rewrite(self, ch, rng):
        rule = self.rules.get(ch)
        if rule is None:
            return ch
        if isinstance(rule, str):
            return rule
        # Stochastic rule: a list of (weight, replacement).
        r = rng.random()
        acc = 0.0
        for w, rep in rule:
            acc += w
            if r < acc:
                return rep
        return rule[-1][1]


class Turtle:
    def __init__(self, step=1.0, angle=90.0):
        self.x = 0.0
        self.y = 0.0
        self.heading = 90.0
        self.step = step
        self.angle = angle
        self.stack = []
        self.segments = []

    def forward(self, draw=True):
        rad = math.radians(self.heading)
        nx = self.x + self.step * math.cos(rad)
        ny = self.y + self.step * math.sin(rad)
        if draw:
            self.segments.append((self.x, self.y, nx, ny))
        self.x, self.y = nx, ny

    def run(self, program):
        for ch in program:
            if ch in "FG":
                self.forward()
            elif ch == "f":
                self.forward(draw=False)
            elif ch == "+":
                self.heading += self.angle
            elif ch == "-":
                self.heading -= self.angle
            elif ch == "[":
                self.stack.append((self.x, self.y, self.heading))
            elif ch == "]":
                self.x, self.y, self.heading = self.stack.pop()
            elif ch == "|":
                self.heading += 180.0
        return self.segments


def bbox(segments):
    xs = [p for s in segments for p in (s[0], s[2])]
    ys = [p for s in segments for p in (s[1], s[3])]
    return min(xs), min(ys), max(xs), max(ys)


def cells(segments, size):
    out = set()
    for x0, y0, x1, y1 in segments:
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        out.add((math.floor(mx / size), math.floor(my / size)))
    return out


def raster(segments, w=36, h=12):
    x0, y0, x1, y1 = bbox(segments)
    sx = (w - 1) / ((x1 - x0) or 1)
    sy = (h - 1) / ((y1 - y0) or 1)
    grid = [[" "] * w for _ in range(h)]
    for ax, ay, bx, by in segments:
        for t in (0.0, 0.5, 1.0):
            px = ax + (bx - ax) * t
            py = ay + (by - ay) * t
            grid[h - 1 - round((py - y0) * sy)][round((px - x0) * sx)] = "#"
    return ["".join(r).rstrip() for r in grid]


def box_dimension(segments):
    x0, y0, x1, y1 = bbox(segments)
    span = max(x1 - x0, y1 - y0) or 1.0
    pts = []
    for size in (span / 8, span / 16, span / 32):
        n = len(cells(segments, size))
        pts.append((math.log(1 / size), math.log(n)))
    (a, b), (c, d) = pts[0], pts[-1]
    return (d - b) / (c - a)


SYSTEMS = [
    LSystem("koch", "F", {"F": "F+F-F-F+F"}, 90.0, 6),
    LSystem("dragon", "FX", {"X": "X+YF+", "Y": "-FX-Y"}, 90.0, 14),
    LSystem("sierpinski", "F-G-G", {"F": "F-G+F+G-F", "G": "GG"}, 120.0, 7),
    LSystem("plant", "X", {"X": "F+[[X]-X]-F[-FX]+X", "F": "FF"}, 25.0, 6),
    LSystem("bush", "F", {"F": [(0.4, "F[+F]F[-F]F"), (0.3, "F[+F]F"), (0.3, "F[-F]F")]}, 25.7, 6),
    LSystem("hilbert", "A", {"A": "+BF-AFA-FB+", "B": "-AF+BFB+FA-"}, 90.0, 6),
]


def main(scale=0):
    rng = random.Random(77)
    total_len = 0.0
    for sysdef in SYSTEMS:
        if scale:
            sysdef = LSystem(sysdef.name, sysdef.axiom, sysdef.rules, sysdef.angle,
                             max(1, sysdef.iterations - scale))
        prog = sysdef.expand(rng)
        segs = Turtle(1.0, sysdef.angle).run(prog)
        length = sum(math.hypot(x1 - x0, y1 - y0) for x0, y0, x1, y1 in segs)
        total_len += length
        x0, y0, x1, y1 = bbox(segs)
        counts = {ch: prog.count(ch) for ch in sorted(set(prog))}
        print(f"{sysdef.name:>10}: len(prog)={len(prog)} segs={len(segs)} length={length:.1f} "
              f"bbox=({x0:.2f},{y0:.2f})-({x1:.2f},{y1:.2f}) cells={len(cells(segs, 2.0))} "
              f"dim={box_dimension(segs):.3f}")
        print("   symbols", counts)
        if sysdef.name in ("koch", "sierpinski"):
            for line in raster(segs):
                print("   |" + line)
    print(f"total length {total_len:.3f}")


if __name__ == "__main__":
    main()  # test: main(scale=4)

# Benchmark (held-out style, after pyperformance's chaos and typical agent code): a small
# geometry library with an abstract base class, inheritance, super().__init__, properties,
# __repr__/__eq__/__hash__, isinstance dispatch, math functions and sorting shapes by area.
import math
from abc import ABC, abstractmethod


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vec(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    def dot(self, other):
        return self.x * other.x + self.y * other.y

    def cross(self, other):
        return self.x * other.y - self.y * other.x

    def norm(self):
        return math.hypot(self.x, self.y)

    def __eq__(self, other):
        return isinstance(other, Vec) and self.x == other.x and self.y == other.y

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return f"Vec({self.x:.2f}, {self.y:.2f})"


class Shape(ABC):
    count = 0

    def __init__(self, name):
        self.name = name
        Shape.count += 1

    @abstractmethod
    def area(self):
        ...

    @abstractmethod
    def perimeter(self):
        ...

    def centroid(self):
        return Vec(0.0, 0.0)

    @property
    def compactness(self):
        p = self.perimeter()
        return 4 * math.pi * self.area() / (p * p) if p else 0.0

    def describe(self):
        return f"{type(self).__name__}({self.name}) area={self.area():.3f}"


class Circle(Shape):
    def __init__(self, name, center, r):
        super().__init__(name)
        self.center = center
        self.r = r

    def area(self):
        return math.pi * self.r ** 2

    def perimeter(self):
        return 2 * math.pi * self.r

    def centroid(self):
        return self.center

    def contains(self, p):
        return (p - self.center).norm() <= self.r


class Polygon(Shape):
    def __init__(self, name, points):
        super().__init__(name)
        self.points = list(points)

    def edges(self):
        pts = self.points
        for i in range(len(pts)):
            yield pts[i], pts[(i + 1) % len(pts)]

    def area(self):
        return abs(sum(a.cross(b) for a, b in self.edges())) / 2

    def perimeter(self):
        return sum((b - a).norm() for a, b in self.edges())

    def centroid(self):
        n = len(self.points)
        sx = sum(p.x for p in self.points)
        sy = sum(p.y for p in self.points)
        return Vec(sx / n, sy / n)

    def contains(self, p):
        inside = False
        for a, b in self.edges():
            if (a.y > p.y) != (b.y > p.y):
                t = (p.y - a.y) / (b.y - a.y)
                if p.x < a.x + t * (b.x - a.x):
                    inside = not inside
        return inside


class Rect(Polygon):
    def __init__(self, name, x, y, w, h):
        super().__init__(name, [Vec(x, y), Vec(x + w, y), Vec(x + w, y + h), Vec(x, y + h)])
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h

    def perimeter(self):
        return 2 * (self.w + self.h)


class Square(Rect):
    def __init__(self, name, x, y, s):
        super().__init__(name, x, y, s, s)


def make_shapes(n, seed):
    x = seed
    shapes = []
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        kind = x % 4
        cx = (x >> 8) % 100 / 4.0
        cy = (x >> 12) % 100 / 4.0
        size = 1 + (x >> 16) % 20 / 4.0
        if kind == 0:
            shapes.append(Circle(f"c{i}", Vec(cx, cy), size))
        elif kind == 1:
            shapes.append(Rect(f"r{i}", cx, cy, size, size * 1.5))
        elif kind == 2:
            shapes.append(Square(f"s{i}", cx, cy, size))
        else:
            k = 3 + (x >> 20) % 5
            pts = [Vec(cx + size * math.cos(2 * math.pi * j / k),
                       cy + size * math.sin(2 * math.pi * j / k)) for j in range(k)]
            shapes.append(Polygon(f"p{i}", pts))
    return shapes


def hit_counts(shapes, probes):
    counts = {}
    for p in probes:
        for s in shapes:
            if s.contains(p):
                key = type(s).__name__
                counts[key] = counts.get(key, 0) + 1
    return counts


def main():
    shapes = make_shapes(400, 7)
    probes = [Vec(i * 0.73 % 25, i * 1.37 % 25) for i in range(1000)]
    print("shapes", len(shapes), "created", Shape.count)
    total = 0.0
    for rnd in range(4):
        total += sum(s.area() for s in shapes)
        total += sum(s.perimeter() for s in shapes)
    print(f"total {total:.3f}")
    by_area = sorted(shapes, key=lambda s: (round(s.area(), 6), s.name))
    for s in by_area[:3] + by_area[-3:]:
        print(s.describe())
    print(sorted(hit_counts(shapes, probes).items()))
    comp = max(shapes, key=lambda s: s.compactness)
    print("most compact", comp.name, f"{comp.compactness:.4f}")
    cents = {s.centroid() for s in shapes if isinstance(s, Rect)}
    print("distinct rect centroids", len(cents))
    squares = [s for s in shapes if type(s) is Square]
    print("squares", len(squares), "subclass of Rect", all(isinstance(s, Rect) for s in squares))
    try:
        Shape("x")
    except TypeError as e:
        print("TypeError", str(e)[:40])


main()

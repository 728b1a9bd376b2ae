# Benchmark (held-out style, after pyperformance "float"): many small objects with float
# attributes and math calls. Measures instance creation with __slots__-free classes, math.sin,
# math.cos, math.sqrt, float arithmetic, attribute reads/writes, max() with a list and repr.
import math


class Point:
    def __init__(self, i):
        self.x = x = math.sin(i)
        self.y = math.cos(i) * 3
        self.z = (x * x) / 2

    def __repr__(self):
        return "<Point: x=%s, y=%s, z=%s>" % (self.x, self.y, self.z)

    def normalize(self):
        x = self.x
        y = self.y
        z = self.z
        norm = math.sqrt(x * x + y * y + z * z)
        self.x /= norm
        self.y /= norm
        self.z /= norm

    def maximize(self, other):
        self.x = self.x if self.x > other.x else other.x
        self.y = self.y if self.y > other.y else other.y
        self.z = self.z if self.z > other.z else other.z
        return self


def maximize(points):
    nxt = points[0]
    for p in points[1:]:
        nxt = nxt.maximize(p)
    return nxt


def benchmark(n):
    points = [None] * n
    for i in range(n):
        points[i] = Point(i)
    for p in points:
        p.normalize()
    return maximize(points)


def main():
    for k in range(20):
        print(benchmark(40000 + k))


main()

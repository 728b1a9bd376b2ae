# Benchmark (held-out style, after pyperformance "raytrace"): a small ray tracer. Measures
# classes with float fields, operator methods (__add__, __sub__, __mul__), method calls
# returning new objects, math.sqrt, isinstance checks and min() over two floats.
import math


class Vec:
    def __init__(self, x, y, z):
        self.x = x
        self.y = y
        self.z = z

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y, self.z + o.z)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y, self.z - o.z)

    def scale(self, k):
        return Vec(self.x * k, self.y * k, self.z * k)

    def dot(self, o):
        return self.x * o.x + self.y * o.y + self.z * o.z

    def norm(self):
        m = math.sqrt(self.dot(self))
        return Vec(self.x / m, self.y / m, self.z / m)


class Ray:
    def __init__(self, origin, direction):
        self.origin = origin
        self.direction = direction.norm()

    def at(self, t):
        return self.origin + self.direction.scale(t)


class Sphere:
    def __init__(self, center, radius, shade):
        self.center = center
        self.radius = radius
        self.shade = shade

    def intersect(self, ray):
        oc = ray.origin - self.center
        b = oc.dot(ray.direction)
        c = oc.dot(oc) - self.radius * self.radius
        disc = b * b - c
        if disc < 0.0:
            return None
        t = -b - math.sqrt(disc)
        if t > 1e-6:
            return t
        return None

    def normal_at(self, p):
        return (p - self.center).norm()


class Plane:
    def __init__(self, point, normal, shade):
        self.point = point
        self.normal = normal.norm()
        self.shade = shade

    def intersect(self, ray):
        d = ray.direction.dot(self.normal)
        if abs(d) < 1e-9:
            return None
        t = (self.point - ray.origin).dot(self.normal) / d
        if t > 1e-6:
            return t
        return None

    def normal_at(self, p):
        return self.normal


def trace(scene, light, ray, depth):
    best = None
    best_t = 1e30
    for obj in scene:
        t = obj.intersect(ray)
        if t is not None and t < best_t:
            best_t = t
            best = obj
    if best is None:
        return 0.1
    p = ray.at(best_t)
    n = best.normal_at(p)
    to_light = (light - p).norm()
    lam = max(0.0, n.dot(to_light))
    shadow = Ray(p, to_light)
    for obj in scene:
        if obj is not best and obj.intersect(shadow) is not None:
            lam *= 0.3
            break
    col = best.shade * lam
    if depth > 0 and isinstance(best, Sphere):
        refl = ray.direction - n.scale(2.0 * ray.direction.dot(n))
        col = min(1.0, col + 0.4 * trace(scene, light, Ray(p, refl), depth - 1))
    return col


def render(w, h):
    scene = [
        Sphere(Vec(0.0, 1.0, 5.0), 1.0, 0.9),
        Sphere(Vec(-2.0, 0.7, 6.0), 0.7, 0.7),
        Sphere(Vec(2.0, 0.5, 4.5), 0.5, 0.8),
        Plane(Vec(0.0, 0.0, 0.0), Vec(0.0, 1.0, 0.0), 0.5),
    ]
    light = Vec(-3.0, 5.0, 0.0)
    eye = Vec(0.0, 1.0, -2.0)
    total = 0.0
    for j in range(h):
        for i in range(w):
            d = Vec((i - w / 2) / w, (h / 2 - j) / h, 1.0)
            total += trace(scene, light, Ray(eye, d), 2)
    return total


print("%.6f" % render(240, 160))

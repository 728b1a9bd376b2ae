# A 2D vector class with arithmetic, reflected and in-place operators.
import math

class Vec:
    __match_args__ = ("x", "y")
    def __init__(self, x=0, y=0):
        self.x, self.y = x, y
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y) if isinstance(o, Vec) else NotImplemented
    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        if isinstance(k, Vec):
            return self.x * k.x + self.y * k.y
        return Vec(self.x * k, self.y * k)
    __rmul__ = __mul__
    def __truediv__(self, k):
        return Vec(self.x / k, self.y / k)
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __abs__(self):
        return math.hypot(self.x, self.y)
    def __iadd__(self, o):
        self.x += o.x
        self.y += o.y
        return self
    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __bool__(self):
        return bool(self.x or self.y)
    def __iter__(self):
        yield self.x
        yield self.y
    def __repr__(self):
        return f"Vec({self.x!r}, {self.y!r})"
    def __format__(self, spec):
        return f"<{format(self.x, spec)}, {format(self.y, spec)}>"

a, b = Vec(3, 4), Vec(1, -2)
print(a + b, a - b, a * 2, 3 * b, a * b, -a, abs(a))
print(a / 2, f"{a / 3:.3f}", format(b, "+d"))
c = a
c += b
print(a, c is a, bool(Vec()), bool(b))
print(set([Vec(1, 1), Vec(1, 1), Vec(2, 1)]) == {Vec(1, 1), Vec(2, 1)})
x, y = b
print(x, y, list(a), dict(zip("xy", b)))
try:
    a + 5
except TypeError as e:
    print("TypeError:", e)
match Vec(0, 7):
    case Vec(0, y):
        print("on y axis at", y)
    case _:
        print("elsewhere")
pts = [Vec(i, i * i - 3) for i in range(-2, 3)]
print(sorted(pts, key=abs))
print(sum((p for p in pts), Vec()))

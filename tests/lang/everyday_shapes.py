# Shapes with abstract-ish base, dunder methods, and sorting.
import math

class Shape:
    name = "shape"
    def area(self):
        raise NotImplementedError(f"{type(self).__name__}.area")
    def perimeter(self):
        raise NotImplementedError
    def __lt__(self, other):
        return self.area() < other.area()
    def __eq__(self, other):
        return isinstance(other, Shape) and abs(self.area() - other.area()) < 1e-9
    def __hash__(self):
        return hash(round(self.area(), 6))
    def __str__(self):
        return f"{self.name} area={self.area():.3f} perim={self.perimeter():.3f}"

class Circle(Shape):
    name = "circle"
    def __init__(self, r):
        self.r = r
    def area(self):
        return math.pi * self.r ** 2
    def perimeter(self):
        return 2 * math.pi * self.r
    def __repr__(self):
        return f"Circle({self.r})"

class Rect(Shape):
    name = "rect"
    def __init__(self, w, h):
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
    def perimeter(self):
        return 2 * (self.w + self.h)
    def __repr__(self):
        return f"Rect({self.w}, {self.h})"

class Square(Rect):
    name = "square"
    def __init__(self, s):
        super().__init__(s, s)
    def __repr__(self):
        return f"Square({self.w})"

shapes = [Circle(1), Rect(2, 3), Square(2), Circle(0.5), Rect(1, 4)]
for s in sorted(shapes):
    print(s)
print(sorted(shapes, reverse=True)[:2])
print(Square(2) == Rect(1, 4), Square(2) == Rect(2, 3))
print(len({Square(2), Rect(4, 1), Rect(2, 2)}))
print(max(shapes, key=lambda s: s.perimeter()))
try:
    Shape().area()
except NotImplementedError as e:
    print("NotImplementedError:", e)
print([type(s).__name__ for s in shapes if isinstance(s, Rect)])
print(f"{sum(s.area() for s in shapes):.4f}")

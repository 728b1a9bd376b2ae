# Operator overloading and protocol methods on user classes.
class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)
    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)
    def __eq__(self, o):
        return isinstance(o, Vec) and self.x == o.x and self.y == o.y
    def __lt__(self, o):
        return (self.x, self.y) < (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
    def __len__(self):
        return 2
    def __getitem__(self, i):
        return (self.x, self.y)[i]
    def __iter__(self):
        yield self.x
        yield self.y
    def __bool__(self):
        return bool(self.x or self.y)
    def __contains__(self, v):
        return v == self.x or v == self.y
a, b = Vec(1, 2), Vec(3, 4)
print(a + b, b - a, a * 3, a == Vec(1, 2), a != b, a == 5)
print(sorted([b, a, Vec(0, 9)]), len(a), a[0], a[-1], list(a), 2 in a, 7 in a)
print({a: "a", Vec(1, 2): "same"}, bool(Vec(0, 0)), bool(a))
x, y = b
print(x, y, max([a, b]), min(b, a))
class Temperature:
    def __init__(self, c):
        self.c = c
    def __str__(self):
        return "%.1f°C" % self.c
    def __repr__(self):
        return "Temperature(%r)" % self.c
t = Temperature(21.5)
print(t, str(t), repr(t), [t], f"{t}", f"{t!r}")
class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(5)), sum(Countdown(10)))
class Adder:
    def __init__(self, n):
        self.n = n
    def __call__(self, x):
        return x + self.n
add3 = Adder(3)
print(add3(4), list(map(add3, [1, 2])))
class Matrix:
    def __init__(self, rows):
        self.rows = rows
    def __getitem__(self, ij):
        i, j = ij
        return self.rows[i][j]
    def __setitem__(self, ij, v):
        i, j = ij
        self.rows[i][j] = v
m = Matrix([[1, 2], [3, 4]])
m[0, 1] = 20
print(m[0, 1], m[1, 0], m.rows)

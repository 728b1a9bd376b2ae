# Simple classes: __init__, methods, instance and class attributes, __str__/__repr__.
class Point:
    dims = 2
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def norm2(self):
        return self.x * self.x + self.y * self.y
    def moved(self, dx, dy):
        return Point(self.x + dx, self.y + dy)
    def __repr__(self):
        return "Point(%r, %r)" % (self.x, self.y)
p = Point(3, 4)
print(p.x, p.y, p.norm2(), p.moved(1, 1), Point.dims, p.dims)
p.x = 10
p.label = "moved"
print(p, p.label, p.norm2())
q = Point(0, 0)
print(q, [Point(i, -i) for i in range(3)])
Point.dims = 3
print(p.dims, q.dims)
p.dims = 99
print(p.dims, q.dims, Point.dims)
class Counter:
    instances = 0
    def __init__(self):
        Counter.instances += 1
        self.count = 0
    def inc(self, by=1):
        self.count += by
        return self
c = Counter()
c.inc().inc(5).inc()
Counter()
print(c.count, Counter.instances)
class Stack:
    def __init__(self):
        self.items = []
    def push(self, x):
        self.items.append(x)
    def pop(self):
        return self.items.pop()
    def __len__(self):
        return len(self.items)
    def __str__(self):
        return "Stack" + str(self.items)
s = Stack()
for i in range(4):
    s.push(i * i)
print(s.pop(), len(s), str(s), s)
print(type(p).__name__, isinstance(p, Point), isinstance(5, Point), type(s) is Stack)
m = p.norm2
print(m(), Point.norm2(q))
try:
    p.missing
except AttributeError as e:
    print("AttributeError:", e)
class Empty:
    pass
e = Empty()
e.a = 1
print(e.a, hasattr(e, "a"), hasattr(e, "b"), getattr(e, "b", "default"))
setattr(e, "b", 2)
print(e.b)

# Inline caches (GETGLOBAL, GETATTR, LOADMETHOD) must see every change: rebinding and deleting
# globals, shadowing builtins, replacing methods on a class or a base, instance attributes that
# shadow methods, class attributes that appear later, and different types at one site.

def use_len(x):
    return len(x)

for round in range(3):
    print(use_len([1, 2, 3]))
    if round == 0:
        def len(x):
            return -1
    elif round == 1:
        del len

counter = 0
def read_counter():
    return counter
for k in range(4):
    counter = k * 10
    print(read_counter())
del counter
try:
    read_counter()
except NameError as e:
    print(type(e).__name__, e)

class Base:
    def who(self):
        return "base"
class Child(Base):
    pass
class Other:
    def who(self):
        return "other"

def call_who(o):
    return o.who()

c = Child()
for step in range(6):
    print(step, call_who(c), call_who(Other()))
    if step == 1:
        Base.who = lambda self: "patched base"
    elif step == 2:
        Child.who = lambda self: "child"
    elif step == 3:
        c.who = lambda: "instance"
    elif step == 4:
        del c.who
        del Child.who

class Point:
    def __init__(self, x):
        self.x = x

def get_x(p):
    return p.x

pts = [Point(i) for i in range(3)]
for p in pts:
    print(get_x(p))
pts[1].y = 5
del pts[1].x
pts[1].x = 7
for p in pts:
    print(get_x(p))
Point.x = property(lambda self: "prop")
print([get_x(p) for p in pts])
del Point.x
print([get_x(p) for p in pts])
try:
    get_x(Point.__new__(Point) if False else Other())
except AttributeError as e:
    print(type(e).__name__, e)

class Counter:
    def __init__(self):
        self.n = 0
    def bump(self):
        self.n += 1
        return self.n
cs = Counter()
print([cs.bump() for _ in range(5)])
def make_bump(k):
    return lambda self: self.n + k
Counter.bump = make_bump(100)
print(cs.bump(), cs.n)

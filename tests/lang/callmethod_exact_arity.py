# Method calls entered by CALLMETHOD's exact-arity path (calls17) and the frames' lean return:
# self and no self, wrong counts, defaults, cells, recursion, generators, __init__, tracebacks.
import math
import traceback
import sys


class A:
    def __init__(self, v):
        self.v = v

    def get(self):
        return self.v

    def add(self, x, y):
        return self.v + x + y

    def dflt(self, x, y=10):
        return x + y

    @staticmethod
    def st(x, y):
        return x * y

    @classmethod
    def cm(cls, x):
        return cls.__name__, x

    def closure(self, k):
        def inner(j):
            return self.v + k + j
        return inner(1)

    def cellparam(self, n):
        fs = [lambda: n]
        n += 1
        return fs[0]()

    def rec(self, n):
        return 0 if n == 0 else 1 + self.rec(n - 1)

    def gen(self, n):
        for i in range(n):
            yield i * self.v

    def raises(self, x):
        return 1 // x


class B(A):
    def get(self):
        return -self.v


a, b = A(3), B(4)
t = 0
for i in range(300):
    o = a if i % 3 else b
    t += o.get() + o.add(i, 1) + o.dflt(i) + o.dflt(i, 1) + o.st(i, 2) + o.closure(i)
    t += o.cellparam(i)
print(t, a.cm(1), b.cm(2), math.floor(2.5), math.gcd(12, 8))
print(list(a.gen(4)), sum(b.gen(3)), a.rec(50))

# Wrong argument counts still raise CPython's messages.
for call in (lambda: a.get(1), lambda: a.add(1), lambda: a.add(1, 2, 3), lambda: a.st(1),
             lambda: a.dflt(), lambda: a.dflt(1, 2, 3)):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)

# A method replaced on the class and an instance attribute shadowing it.
class C:
    def m(self, x):
        return x + 1
c = C()
r = []
for i in range(5):
    if i == 2:
        C.m = lambda self, x: x * 100
    if i == 4:
        c.m = lambda x: ("own", x)
    r.append(c.m(i))
print(r)

# __init__ returning non-None, called through a method-shaped path.
class D:
    def __init__(self):
        return 5
try:
    D()
except TypeError as e:
    print("TypeError:", e)

# Recursion through method calls reaches the limit as CPython's does.
class R:
    def down(self, n):
        return self.down(n + 1)
try:
    R().down(0)
except RecursionError as e:
    print("RecursionError:", e)

# An exception inside a method: the traceback's frames are the methods'.
try:
    a.raises(0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e,
          [(f.name, f.lineno) for f in traceback.extract_tb(e.__traceback__)])

# A method called from C (sort key, map) and from a generator.
print(sorted([A(5), A(1), A(3)], key=A.get)[0].v, list(map(a.dflt, [1, 2])))
def g():
    for i in range(3):
        yield a.add(i, i)
print(list(g()), sys.getrecursionlimit() > 0)

# Property getters that are Python functions run in the interpreter loop from GETATTR's cache:
# errors and tracebacks, recursion, generators, setters, shadowing, redefinition.


class Temp:
    def __init__(self, c):
        self._c = c

    @property
    def c(self):
        return self._c

    @property
    def f(self):
        return self.c * 9 / 5 + 32

    @f.setter
    def f(self, v):
        self._c = (v - 32) * 5 / 9

    @property
    def bad(self):
        return 1 / 0

    @property
    def gen(self):
        yield self._c
        yield self._c + 1


class Sub(Temp):
    @property
    def c(self):
        return -self._c


def read(o):
    return o.c, o.f


for o in [Temp(10), Sub(10), Temp(0), Sub(5)]:
    print(read(o), list(o.gen))
t = Temp(100)
t.f = 212
print(read(t))
for _ in range(2):
    try:
        t.bad
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)


# A property wins over an instance attribute of the same name.
class Shadow:
    def __init__(self):
        self.x = "own"

    @property
    def y(self):
        return "prop"


s = Shadow()
for _ in range(2):
    print(s.x, s.y)


# Deep recursion through a property still hits the recursion limit as RecursionError.
class Chain:
    def __init__(self, n):
        self.n = n
        self.next = Chain(n - 1) if n else None

    @property
    def depth(self):
        return 0 if self.next is None else 1 + self.next.depth


print(Chain(50).depth)


class Loop:
    @property
    def me(self):
        return self.me


try:
    Loop().me
except RecursionError as e:
    print("RecursionError", type(e).__name__)


# The property is replaced by a plain attribute and back.
def get_c(o):
    return o.c


a = Temp(3)
print(get_c(a))
Temp.c = 42
print(get_c(a), get_c(Sub(3)))
Temp.c = property(lambda self: "lambda-prop")
print(get_c(a), get_c(Sub(3)))


# A getter with the wrong signature.
class Wrong:
    p = property(lambda: 1)


for _ in range(2):
    try:
        Wrong().p
    except TypeError as e:
        print("TypeError", e)

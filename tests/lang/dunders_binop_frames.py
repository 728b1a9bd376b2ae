# Operator and comparison special methods run by the interpreter as frames of its own loop:
# NotImplemented and reflected methods, the subclass-first rule, non-bool results, methods
# changed after the first use, staticmethods and callable objects, defaults, closures, super().


class V:
    def __init__(self, x):
        self.x = x

    def __add__(self, o):
        if isinstance(o, V):
            return V(self.x + o.x)
        if isinstance(o, int):
            return V(self.x + o)
        return NotImplemented

    def __radd__(self, o):
        return ("radd", o, self.x)

    def __sub__(self, o):
        return NotImplemented

    def __rsub__(self, o):
        return ("rsub", self.x)

    def __mul__(self, k, scale=10):
        return V(self.x * k * scale)

    def __lt__(self, o):
        return self.x < o.x

    def __eq__(self, o):
        if not isinstance(o, V):
            return NotImplemented
        return self.x == o.x

    def __gt__(self, o):
        return [self.x] if self.x > o.x else []

    def __repr__(self):
        return "V(%r)" % (self.x,)


a, b = V(1), V(2)
for k in range(3):
    print(a + b, a + k, "s" + a, a * 2)
    print(3 - a)
    try:
        a - b
    except TypeError as e:
        print("TypeError", e)
    try:
        a + "s"
    except TypeError as e:
        print("TypeError", e)
    print(a < b, b < a, a == V(1), a == 1, a != b, a != V(1))
    print(a > b, b > a)
    if b > a:
        print("truthy list")
    if a > b:
        print("never")
    else:
        print("empty list is false")
    while a > b:
        break
    print(a == "x", "x" == a)


class W(V):
    def __radd__(self, o):
        return "W.__radd__ first"

    def __gt__(self, o):
        return "W.__gt__ first"


w = W(5)
print(a + w, a < w, V(5) == w)


class N:
    def __eq__(self, o):
        return 7

    def __lt__(self, o):
        return None

    def __ge__(self, o):
        return NotImplemented


n = N()
print(n == 1, n < 2)
if n == 3:
    print("7 is true")
if n < 3:
    print("never")
else:
    print("None is false")
try:
    n >= 1
except TypeError as e:
    print("TypeError", e)
print(n >= n if False else "skip")
try:
    print(n >= N())
except TypeError as e:
    print("TypeError", e)


class St:
    __add__ = staticmethod(lambda s, o: ("static", o))

    class _C:
        def __call__(self, s, o):
            return "callable object"

    __sub__ = _C()
    __lt__ = classmethod(lambda cls, o: ("classmethod", cls.__name__, o))


for step in range(3):
    try:
        print(step, St() + 1)
    except TypeError as e:
        print(step, "TypeError", e)
    try:
        print(step, St() - 1, St() < 2)
    except TypeError as e:
        print(step, "TypeError", e)


class Swap:
    def __init__(self, k):
        self.k = k

    def __add__(self, o):
        return self.impl(o)

    def impl(self, o):
        return ("first", self.k, o)


s1 = Swap(1)
for step in range(3):
    print(s1 + step)
    Swap.impl = lambda self, o: ("later", self.k, o)


def make(k):
    class Cl:
        def __add__(self, o):
            return k + o

    return Cl()


print(make(10) + 5, make(20) + 5)


class Base:
    def __add__(self, o):
        return "Base+" + str(o)


class Derived(Base):
    def __add__(self, o):
        return "Derived/" + super().__add__(o)


print(Derived() + 1, Base() + 2)


class Hashless:
    __hash__ = None

    def __eq__(self, o):
        return True


print(Hashless() == 3)
try:
    {Hashless(): 1}
except TypeError as e:
    print("TypeError", e)


class Gen:
    def __add__(self, o):
        yield o


print(type(Gen() + 1).__name__, list(Gen() + 4))


class KW:
    def __add__(self, o, *rest):
        return ("star", o, rest)

    def __sub__(self, *, o=1):
        return "never"


print(KW() + 1)
try:
    KW() - 1
except TypeError as e:
    print("TypeError", e)


class Boom:
    def __add__(self, o):
        raise ValueError("boom %r" % (o,))

    def __eq__(self, o):
        return 1 // 0


def boom_in_function(k):
    try:
        return Boom() + k
    except ValueError as e:
        return "caught " + str(e)
    finally:
        print("finally", k)


print(boom_in_function(3))
for k in range(2):
    try:
        if Boom() == k:
            print("never")
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e, k)
    try:
        print([Boom()] == [k])
    except ZeroDivisionError as e:
        print("ZeroDivisionError in list compare", e)

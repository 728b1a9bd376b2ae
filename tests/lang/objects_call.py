# Calling user instances (`obj(...)`): a __call__ that is a Python function is entered as a
# frame of the calling loop; defaults, keywords, star arguments, generators, inheritance,
# staticmethods, errors and recursion must behave as in CPython.


class Adder:
    def __init__(self, k):
        self.k = k

    def __call__(self, x, y=10, *rest, scale=1, **kw):
        return (self.k + x + y + sum(rest)) * scale + len(kw)


a = Adder(1)
print(a(1), a(1, 2), a(1, 2, 3, 4), a(1, scale=2), a(1, 2, z=5), a(*[1, 2]), a(**{"x": 3}))
t = 0
for i in range(1000):
    t += a(i)
print(t)


class Counter:
    def __init__(self):
        self.n = 0

    def __call__(self):
        self.n += 1
        return self.n


c = Counter()
print([c() for _ in range(5)], c.n)
print(list(map(Adder(100), [1, 2, 3])), sorted([3, 1, 2], key=Adder(0)))


class Sub(Counter):
    pass


s = Sub()
s()
print(s(), s.n)


class Gen:
    def __call__(self, n):
        for i in range(n):
            yield i * i


print(list(Gen()(5)))


class Static:
    @staticmethod
    def __call__(x):
        return x * 2


print(Static()(21))


class Inner:
    def __call__(self, x):
        return x + 1


class Outer:
    __call__ = Inner()


print(Outer()(41))


class Plain:
    pass


for bad in (Plain(), 3, "s"):
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
for args in ((), (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13), (1, 2, 3)):
    try:
        Inner()(*args)
    except TypeError as e:
        print("TypeError", e)
try:
    a(1, x=2)
except TypeError as e:
    print("TypeError", e)


class Fact:
    def __call__(self, n):
        return 1 if n <= 1 else n * self(n - 1)


print(Fact()(20))


class Deep:
    def __call__(self, n):
        return self(n + 1)


try:
    Deep()(0)
except RecursionError as e:
    print("RecursionError", e)


class Boom:
    def __call__(self):
        return 1 / 0


try:
    Boom()()
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
# Two callable classes and a function at one call site.
fs = [Adder(1), Counter(), lambda x=0: -1, Inner()]
out = []
for f in fs * 2:
    try:
        out.append(f(1))
    except TypeError as e:
        out.append(str(e))
print(out)

# The exact-arity call path (interp20): CALL, CALLMETHOD, CALLMOVE and CALLMETHODMOVE test
# B and C (keywords) in one compare and reserve a frame's registers with one byte count.
# Keyword calls, wrong arities, defaults, closures, methods with and without self, deep
# recursion across stack segments, frames with many locals, and returns into the right register.


def add3(a, b, c):
    return a * 100 + b * 10 + c


def many(a, b):
    x0 = a; x1 = b; x2 = a + b; x3 = a - b; x4 = a * b
    x5 = x0 + x1; x6 = x2 + x3; x7 = x4 + x5; x8 = x6 + x7; x9 = x8 + 1
    return x9


def nolocals():
    return 7


def bump(n):
    x = n + 1
    return x


# Keywords (C != 0) must not take the exact path, whatever B is.
print(add3(1, 2, 3), add3(1, 2, c=3), add3(1, b=2, c=3), add3(a=1, b=2, c=3), add3(c=3, b=2, a=1))
r = add3(1, 2, c=9)
print(r)
for k in range(3):
    v = add3(k, c=k, b=k)
    print(v)

# Wrong arities raise the same TypeErrors.
for args in [(), (1,), (1, 2), (1, 2, 3, 4)]:
    try:
        print(add3(*args))
    except TypeError as e:
        print("TypeError", e)
try:
    add3(1, 2)
except TypeError as e:
    print("TypeError", e)
try:
    add3(1, 2, 3, 4)
except TypeError as e:
    print("TypeError", e)
try:
    add3(1, 2, d=3)
except TypeError as e:
    print("TypeError", e)
try:
    nolocals(1)
except TypeError as e:
    print("TypeError", e)


def withdef(a, b=5):
    return a + b


print(withdef(1), withdef(1, 2), withdef(1, b=3), withdef(a=4))
print(many(3, 4), nolocals(), bump(41))


class K:
    def __init__(self, base):
        self.base = base

    def m(self, x):
        return self.base + x

    def m2(self, x, y=10):
        return self.base + x + y

    @staticmethod
    def s(x):
        return x * 2

    @classmethod
    def c(cls, x):
        return cls.__name__ + str(x)


k = K(100)
print(k.m(1), k.m(x=2), k.m2(1), k.m2(1, 2), k.m2(1, y=3), k.s(4), k.c(5), K.s(x=6))
out = k.m(7)
print(out)
try:
    k.m()
except TypeError as e:
    print("TypeError", e)
try:
    k.m(1, 2)
except TypeError as e:
    print("TypeError", e)
try:
    k.m(1, z=2)
except TypeError as e:
    print("TypeError", e)
try:
    k.s()
except TypeError as e:
    print("TypeError", e)


# Closures over parameters and cells.
def make_counter(start):
    def step(d):
        nonlocal start
        start += d
        return start
    return step


st = make_counter(10)
print(st(1), st(2), st(d=3))


# Deep recursion crosses stack segments: each call's room test both passes and fails.
def depth(n, pad0=0):
    a = n; b = a + 1; c = b + 1; d = c + 1; e = d + 1; f = e + 1; g = f + 1; h = g + 1
    if n == 0:
        return h - 7
    return depth(n - 1) + 1


def wide(n):
    if n == 0:
        return 0
    t = wide(n - 1)
    return t + 1


print(depth(300), wide(900))


def rec_method_host():
    class Node:
        def __init__(self, n):
            self.n = n

        def total(self, acc):
            if self.n == 0:
                return acc
            return Node(self.n - 1).total(acc + self.n)
    return Node(500).total(0)


print(rec_method_host())


# The result lands in the register the call names, also when a frame is entered from a
# CALLMOVE whose MOVE word follows.
def pair(a, b):
    return (a, b)


xs = []
for i in range(5):
    p = pair(i, i * i)
    q = k.m(i)
    xs.append((p, q))
print(xs)

# A RecursionError still comes from the exact path.
def forever(n):
    return forever(n + 1)


try:
    forever(0)
except RecursionError as e:
    print("RecursionError", e)
print(bump(1))

# Calls of closures through CALL's fast path (a simple function with cells, exact arity, no
# keywords): free variables seen and rebound through nonlocal, parameters moved into cells that
# inner functions capture, a fresh cell per call, recursion of a nested function up to the
# recursion limit, and the calls the fast path leaves to the general one (wrong arity,
# defaults, keywords, generators, *args) with CPython's errors.


def make_counter(start):
    n = start

    def inc(k):
        nonlocal n
        n += k
        return n

    return inc


c1 = make_counter(10)
c2 = make_counter(100)
print([c1(1) for _ in range(5)], c2(5), c1(0))


def adders():
    # Each call's parameter lives in its own cell: the closures must not share it.
    out = []

    def make(x):
        def add(y):
            return x + y

        return add

    for i in range(4):
        out.append(make(i))
    return [f(10) for f in out]


print(adders())


def outer(a, b):
    # A parameter captured by an inner function and rebound afterwards.
    def get():
        return a * 10 + b

    first = get()
    a = 7
    return first, get()


print(outer(1, 2), outer(3, 4))


def walker():
    def depth(n):
        return 0 if n == 0 else depth(n - 1) + 1

    return depth


d = walker()
print(d(500))
try:
    d(100000)
except RecursionError as e:
    print("RecursionError", e)
print(d(10))


def unbound_free():
    def read():
        return later

    try:
        read()
    except NameError as e:
        print("NameError", e)
    later = 5
    return read()


print(unbound_free())


def shapes():
    k = 3

    def two(a, b):
        return a + b + k

    def dflt(a, b=k):
        return a - b

    def kw(a, *, s=1):
        return a * s + k

    def gen(n):
        for j in range(n):
            yield j + k

    def star(*args):
        return sum(args) + k

    print(two(1, 2), dflt(10), dflt(10, 1), kw(2), kw(2, s=5), list(gen(3)), star(1, 2, 3))
    for bad in ((1,), (1, 2, 3)):
        try:
            two(*bad)
        except TypeError as e:
            print("TypeError", e)
    try:
        two(1)
    except TypeError as e:
        print("TypeError", e)
    try:
        two(1, 2, 3)
    except TypeError as e:
        print("TypeError", e)


shapes()

total = 0
inc = make_counter(0)
for i in range(20000):
    total += inc(i) % 7
print(total, inc(0))
big = make_counter(2**62)
print(big(2**62), big(-(2**63)))

# Call set-ups fused into one dispatch (compiler20): GETGLOBAL + MOVE + CALL/CALLMOVE
# (`f(x)`, `y = f(x)`: a global callee, one local argument) and MOVE + CALLMETHOD /
# CALLMETHODMOVE (`o.m(x)`, `y = o.m(x)`). Every kind of callee, rebinding and deleting the
# global between calls, a missing global (NameError at the call), raising callees (the local
# keeps its old value), callees that turn CALLMOVE/CALLMETHODMOVE back into the plain call,
# generators, and recursion.


def square(v):
    return v * v


def with_default(v, k=3):
    return v + k


class Box:
    def __init__(self, v):
        self.v = v

    def add(self, x):
        return self.v + x

    def add_default(self, x, y=10):
        return self.v + x + y

    def boom(self, x):
        raise ValueError("boom %r" % (x,))


def global_calls(x):
    out = []
    out.append(square(x))          # a Python function, result used in place
    y = square(x)                  # CALLMOVE into a local
    out.append(y)
    y = len(x if isinstance(x, str) else "abc")
    out.append(y)
    s = "hello"
    n = len(s)                     # a builtin into a local
    out.append(n)
    t = str(x)                     # a builtin type into a local
    out.append(t)
    b = Box(x)                     # a user class (CALLMOVE turned back into CALL)
    out.append(b.v)
    w = with_default(x)            # defaults to bind (turned back into CALL)
    out.append(w)
    w = with_default(x)            # the second time through the plain CALL
    out.append(w)
    return out


def method_calls(b, x):
    out = []
    out.append(b.add(x))           # MOVE + CALLMETHOD
    y = b.add(x)                   # MOVE + CALLMETHODMOVE
    out.append(y)
    y = b.add_default(x)           # defaults: turned back into CALLMETHOD
    out.append(y)
    y = b.add_default(x)
    out.append(y)
    lst = []
    lst.append(x)                  # a builtin method
    lst.append(x)
    d = {}
    k = "key"
    v = d.get(k)                   # a builtin method into a local
    out.append(v)
    d[k] = x
    v = d.get(k)
    out.append(v)
    out.append(lst)
    return out


def keeps_old_value(b, x):
    y = "old"
    try:
        y = b.boom(x)
    except ValueError as e:
        print("caught", e, y)
    z = "old too"
    try:
        z = fail(x)
    except ZeroDivisionError as e:
        print("caught", type(e).__name__, z)
    return y, z


def fail(v):
    return v // 0


def missing_global(x):
    try:
        return not_defined_yet(x)
    except NameError as e:
        return "NameError: " + str(e)


def rebinding(x):
    return square(x)


def gen(n):
    i = 0
    while i < n:
        yield i
        i += 1


def drains(x):
    g = gen(x)
    a = next(g)                    # next() of a generator (turned back into CALL)
    b = list(g)
    it = iter([x, x + 1])
    c = next(it)
    return a, b, c


def fact(n):
    if n <= 1:
        return 1
    m = n - 1
    r = fact(m)                    # recursion through GETGLOBAL + MOVE + CALLMOVE
    return n * r


class Node:
    def __init__(self, v):
        self.v = v

    def walk(self, depth):
        if depth == 0:
            return self.v
        d = depth - 1
        r = self.walk(d)           # recursion through MOVE + CALLMETHODMOVE
        return r + 1


for rnd in range(4):
    print(global_calls(rnd))
    print(global_calls(rnd + 0.5))
    print(method_calls(Box(rnd), rnd))
    print(keeps_old_value(Box(1), rnd))
    print(missing_global(rnd))
    if rnd == 1:
        not_defined_yet = lambda v: v * 100
    elif rnd == 2:
        del not_defined_yet
    print(rebinding(rnd))
    if rnd == 0:
        square = lambda v: -v      # the global rebound between calls
    elif rnd == 1:
        square = abs               # now a builtin
    elif rnd == 2:
        del square                 # gone: NameError from the fused word's slow path
    try:
        print(rebinding(-5))
    except NameError as e:
        print("NameError:", e)
    print(drains(rnd + 2))
    print(fact(rnd + 5), Node(rnd).walk(rnd + 3))
    square = lambda v: v * v

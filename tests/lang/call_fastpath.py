# The interpreter's fast call path (simple functions: positional parameters only, no cells,
# no defaults used) must keep every semantic of the general path: unbound locals, argument
# count errors, defaults, keywords, methods, __init__, recursion and garbage collection.

def unbound_after_param(x):
    if x:
        y = 1
    return y

def read_before_assign(x):
    try:
        print(z)
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    z = x
    return z

for flag in (1, 0):
    try:
        print(unbound_after_param(flag))
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
print(read_before_assign(5))

# A local deleted in one call is unbound again in the next call, whatever the earlier call left.
def deleter(n):
    if n > 0:
        v = n * 2
        del v
    try:
        return v
    except UnboundLocalError:
        return "unbound"

print(deleter(3), deleter(0), deleter(4))

# Many temporaries: a call whose registers reuse slots of an earlier deeper call.
def deep(n):
    if n == 0:
        return [1, 2, 3]
    a = deep(n - 1)
    return [a[0] + n, a[1] * 2, len(a) + n]

def wide(a, b, c, d):
    e = (a + b, c + d, [a, b], {c: d})
    return e[0] * e[1] + len(e[2]) + len(e[3])

print(deep(12))
print(wide(1, 2, 3, 4), wide(5, 6, 7, 8))

# Argument count errors of a simple function.
def two(a, b):
    return a - b

for args in ((), (1,), (1, 2, 3)):
    try:
        two(*args)
    except TypeError as e:
        print("TypeError:", e)
print(two(b=1, a=5), two(7, b=2))
try:
    two(1, c=2)
except TypeError as e:
    print("TypeError:", e)

# Defaults, *args, keyword-only: not the simple path, mixed with simple calls.
def with_default(a, b=10):
    return a + b

def star(*a):
    return len(a)

def kwonly(a, *, k=3):
    return a * k

print(with_default(1), with_default(1, 2), star(), star(1, 2), kwonly(2), kwonly(2, k=5))

# Methods and __init__ through the fast path.
class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return abs(self.x) + abs(self.y)

    def add(self, other):
        return P(self.x + other.x, self.y + other.y)

q = P(1, -2)
for k in range(5):
    q = q.add(P(k, k))
print(q.x, q.y, q.norm1())
m = q.norm1
print(m())

class Bad:
    def __init__(self):
        return 1

try:
    Bad()
except TypeError as e:
    print("TypeError:", e)

# Closures and generators next to simple functions.
def outer(n):
    def inner(k):
        return n + k
    return inner

def gen(n):
    for k in range(n):
        yield k * k

print(outer(3)(4), list(gen(5)), sum(map(outer(1), range(10))))

# Higher-order calls from C (map, filter, sorted key, min key) into simple functions.
def key(t):
    return -t[1]

def odd(x):
    return x % 2

print(sorted([(1, 5), (2, 3), (3, 9)], key=key), min([4, 9, 2], key=lambda v: -v))
print(list(filter(odd, range(10))), list(map(two, [5, 6], [1, 2])))

# Lots of garbage created across calls, so collections run while frames come and go.
def churn(n):
    out = []
    for k in range(n):
        s = [str(k)] * 3
        t = tuple(s)
        out.append(len(t) + len(s[0]))
    return sum(out)

def rec(n):
    if n == 0:
        return churn(50)
    return rec(n - 1) + len([n] * 10)

total = 0
for r in range(300):
    total += rec(r % 20)
print(total)

# Recursion stays bounded.
def forever(n):
    return forever(n + 1)

try:
    forever(0)
except RecursionError as e:
    print("RecursionError:", e)

# Cells and free variables on the fast path: a parameter captured by an inner function, a
# nonlocal counter, a cell local that is unbound when the closure reads it.
def make_counter(start):
    def inc(k):
        nonlocal start
        start += k
        return start
    return inc

c1, c2 = make_counter(10), make_counter(100)
print(c1(1), c1(2), c2(5), c1(3))

def late():
    def read():
        return v
    try:
        read()
    except NameError as e:
        print(type(e).__name__ + ":", e)
    v = 7
    return read()

print(late(), late())
print(list(map(make_counter(0), [1, 2, 3])))

# Direct calls (not through *args) with the wrong arity, and a name rebound between calls.
for thunk in (lambda: two(1), lambda: two(1, 2, 3), lambda: two()):
    try:
        thunk()
    except TypeError as e:
        print("TypeError:", e)

def target(a):
    return ("first", a)

def caller(x):
    return target(x)

print(caller(1))
def target(a, b=2):
    return ("second", a, b)
print(caller(1))
target = len
print(caller("abc"))

# Recursion depth: the same limit for the fast path as before.
def depth(n):
    try:
        return depth(n + 1)
    except RecursionError:
        return n

d1 = depth(0)
d2 = depth(0)
print(d1 == d2, d1 > 900)

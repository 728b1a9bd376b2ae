# Calls from C into Python code (special methods, key functions, map/filter/reduce callbacks)
# and builtin methods called on their own type's receivers (CALLMETHOD's native fast path):
# errors, NotImplemented, wrong return types, recursion, keyword/default arguments, closures,
# subclasses and builtin methods reached through other objects must behave as in CPython.
import functools


def show(label, f, *args, **kw):
    try:
        print(label, f(*args, **kw))
    except Exception as e:
        print(label, type(e).__name__, e)


# ---- special methods raising
class Boom:
    def __init__(self, v):
        self.v = v

    def __eq__(self, o):
        raise ValueError("eq " + str(self.v))

    def __hash__(self):
        return 7

    def __lt__(self, o):
        raise KeyError(self.v)

    def __len__(self):
        raise IndexError("len")

    def __bool__(self):
        raise ZeroDivisionError("bool")

    def __getitem__(self, k):
        raise LookupError(k)

    def __iter__(self):
        raise StopIteration  # not an iterator protocol error: it propagates as is


show("eq in dict", lambda: {Boom(1): 1, Boom(2): 2})
show("eq op", lambda: Boom(1) == Boom(2))
show("lt sort", lambda: sorted([Boom(1), Boom(2)]))
show("len", lambda: len(Boom(1)))
show("bool", lambda: not Boom(1))
show("getitem", lambda: Boom(1)[3])
show("iter", lambda: list(Boom(1)))
show("in list", lambda: Boom(1) in [Boom(2)])


# ---- NotImplemented
class NI:
    def __eq__(self, o):
        return NotImplemented

    def __lt__(self, o):
        return NotImplemented

    def __add__(self, o):
        return NotImplemented

    __hash__ = object.__hash__


a, b = NI(), NI()
show("ni eq", lambda: a == b)
show("ni eq self", lambda: a == a)
show("ni ne", lambda: a != b)
show("ni lt", lambda: a < b)
show("ni add", lambda: a + 1)
show("ni sorted", lambda: sorted([a, b]))
show("ni max", lambda: max([a, b]))


class Radd:
    def __radd__(self, o):
        return ("radd", o)


show("radd", lambda: 1 + Radd())
show("sum radd", lambda: sum([Radd()], 5))


# ---- wrong return types (CPython's exact messages)
class Wrong:
    def __init__(self, kind):
        self.kind = kind

    def __len__(self):
        return {"str": "3", "neg": -1, "big": 2**70, "float": 1.5, "bool": True}[self.kind]

    def __hash__(self):
        return {"str": "h", "float": 1.5, "big": 2**70, "bool": True}.get(self.kind, 1)

    def __bool__(self):
        return {"str": "yes", "int": 1, "none": None}.get(self.kind, False)

    def __index__(self):
        return {"str": "1", "float": 2.0}.get(self.kind, 3)

    def __repr__(self):
        return {"str": "W"}.get(self.kind, 5)

    def __iter__(self):
        return 42


for k in ("str", "neg", "big", "float", "bool"):
    show("len " + k, len, Wrong(k))
for k in ("str", "float", "big", "bool"):
    show("hash " + k, lambda w: hash(w) == hash(w), Wrong(k))
for k in ("str", "int", "none"):
    show("bool " + k, bool, Wrong(k))
for k in ("str", "float", "ok"):
    show("index " + k, lambda w: [10, 11, 12, 13][w], Wrong(k))
show("repr ok", repr, Wrong("str"))
show("repr int", repr, Wrong("x"))
show("iter int", iter, Wrong("x"))


# ---- recursion through special methods and key functions
class Deep:
    def __eq__(self, o):
        return self == o

    def __lt__(self, o):
        return sorted([self, o])[0] is self

    __hash__ = object.__hash__


d1, d2 = Deep(), Deep()
for label, f in (("eq", lambda: d1 == d2), ("lt", lambda: d1 < d2)):
    try:
        f()
    except RecursionError:
        print("recursion", label, "caught")


def rec_key(x):
    return sorted([x], key=rec_key)


try:
    sorted([1, 2], key=rec_key)
except RecursionError:
    print("recursion key caught")
print("still works", sorted([3, 1, 2], key=lambda x: -x))


# ---- key functions with keyword/default arguments, closures, methods, builtins
rows = [(3, "c", 1.5), (1, "a", 2.5), (2, "b", 0.5), (1, "z", 9.0)]


def by(row, col=1, *, neg=False):
    return -row[col] if neg else row[col]


print(sorted(rows, key=by))
print(sorted(rows, key=functools.partial(by, col=2, neg=True)))
print(sorted(rows, key=lambda r, k=0: r[k]))
print(sorted(rows, key=lambda *r: r[0][2]))
print(min(rows, key=lambda r: r[2]), max(rows, key=lambda r: r[1]))
print(sorted(["bb", "A", "c"], key=str.lower), sorted(["bb", "A", "c"], key=len))
print(sorted(rows, key=by, reverse=True))
calls = 0


def counting(r):
    global calls
    calls += 1
    return r[0]


print(sorted(rows, key=counting), calls)


def make_key():
    seen = []

    def key(r):
        seen.append(r[1])
        return len(seen) % 3

    return key, seen


k, seen = make_key()
print(sorted(rows, key=k), seen)


class Keyer:
    def __init__(self, col):
        self.col = col

    def key(self, r):
        return r[self.col]

    def __call__(self, r):
        return -r[0]


print(sorted(rows, key=Keyer(2).key), sorted(rows, key=Keyer(0)))
show("key missing arg", sorted, rows, key=lambda: 0)
show("key too many", sorted, rows, key=lambda a, b: 0)
show("key kwonly", sorted, rows, key=lambda r, *, x: 0)
show("key raises", sorted, rows, key=lambda r: r[5])
show("key not callable", sorted, rows, key=5)


def gen_key(r):
    yield r


show("key generator", sorted, rows, key=gen_key)

# ---- map / filter / reduce with Python callbacks
print(list(map(lambda x, y=10: x + y, range(4))))
print(list(map(lambda x, y: x * y, range(4), range(10, 14))))
print(list(map(by, rows)), list(map(pow, [2, 3], [5, 2])))
print(list(filter(lambda r: r[0] == 1, rows)), list(filter(None, [0, 1, "", "x"])))
print(functools.reduce(lambda a, b: a * b, range(1, 10)), functools.reduce(by, [], 5))
show("map arity", lambda: list(map(lambda x: x, [1], [2])))
show("reduce raises", functools.reduce, lambda a, b: a // b, [1, 0])

# ---- builtin methods on their own receivers, and reached other ways
lst = []
for i in range(5):
    lst.append(i * i)
d = {"a": 1}
print(lst, d.get("a"), d.get("b"), d.get("b", 0), "abc".startswith("ab"), (255).bit_length())
print((1024).bit_count(), "a,b".split(sep=","), "a b c".split(maxsplit=1))
show("append 2 args", lambda: lst.append(1, 2))
show("append none", lambda: lst.append())
show("get 3 args", lambda: d.get(1, 2, 3))
show("get kw", lambda: d.get("a", default=3))
show("startswith bad", lambda: "abc".startswith(3))
show("pop empty", lambda: [].pop())
show("index missing", lambda: [1, 2].index(5))
show("unhashable get", lambda: d.get([]))


class MyList(list):
    def append(self, x):
        super().append(x * 10)


ml = MyList()
ml.append(2)
ml.extend([3])
print(ml, type(ml).__name__)


class Holder:
    app = list.append
    get = dict.get


show("list method on other", lambda: Holder().app(1))
show("dict method on other", lambda: Holder().get(1))
bound = lst.append
bound(99)
print(lst[-1], list.append(lst, 100), lst[-1], dict.get(d, "a"))
show("unbound wrong self", lambda: list.append((), 1))
show("str method on int", lambda: str.upper(5))
print(True.bit_length(), (3.5).is_integer(), (1, 2, 1).count(1))


# A native method whose receiver is a subclass instance (owner differs: checked path).
class S(str):
    pass


print(S("Hello").lower(), type(S("x").upper()).__name__, S("a-b").split("-"))


# ---- map() gathers its arguments on the register stack: generators that allocate (and so can
# reach a collection) between the arguments, unequal lengths, errors in an iterator or the
# function, and the function seeing distinct argument objects each time.
def churn(n):
    for i in range(n):
        junk = [[j] * 3 for j in range(50)]
        yield (i, len(junk))


def combine(a, b, c):
    return (a[0] + b[0] + c, a[1] == b[1])


out = list(map(combine, churn(300), churn(305), range(1000)))
print(len(out), out[0], out[-1], sum(x[0] for x in out))
print(list(map(lambda *xs: xs, "ab", [1, 2, 3], churn(9))))


def bad_iter():
    yield 1
    raise ValueError("iterator failed")


show("map iter raises", lambda: list(map(lambda a, b: a + b, [1, 2, 3], bad_iter())))
show("map fn raises", lambda: list(map(lambda a, b: a // b, [1, 2], [1, 0])))
m = map(lambda a, b: [a, b], [[1]], [[2]])
first = next(m)
first[0].append(9)
print(first, next(m, "done"))
print(list(map(str.upper, ["x", "y"])), list(map(len, ["ab", (1,), {}])))

# ---- min()/max() with a key: int and float keys compare inline; ties keep the first item, NaN
# keys never win a comparison, other kinds (bool, big int, mixed, user) take the general path.
words = ["pear", "fig", "apple", "kiwi", "date", "plum"]
print(min(words, key=len), max(words, key=len), min(words, key=lambda w: -len(w)))
nan = float("nan")
for seq in ([3.0, nan, 1.0], [nan, 3.0, 1.0], [1.0, 2.0, nan, 0.5]):
    print(min(seq, key=lambda x: x), max(seq, key=lambda x: x))
print(max([1, 2.5, 2, True], key=lambda x: x), min([2, 1.0, 1, False + 3], key=lambda x: x))
print(max(range(10), key=lambda x: x % 3 == 1), min(range(10), key=lambda x: 2**70 - x))
print(max(range(-5, 5), key=lambda x: x * x), min(range(-5, 5), key=lambda x: (x * x, -x)))
print(max([(1, "b"), (1, "a")], key=lambda t: t[0]), max("abc", key=lambda c: 2**64 + ord(c)))
show("minmax key mixed", max, [1, "a"], key=lambda x: x)
show("minmax key raises", min, [1, 0], key=lambda x: 1 // x)
print(max([NI(), NI()], key=lambda o: 1) is not None, min([], key=len, default="empty"))

# ---- natives called through an attribute without a receiver: module functions, builtins and
# bound natives stored on objects, classmethod/staticmethod natives reached through a type.
import math


class Box:
    pass


bx = Box()
bx.f = len
bx.g = [].append
bx.h = math.floor
print(math.sqrt(16), math.floor(2.5), bx.f("abc"), bx.g(1), bx.h(-0.5), math.gcd(12, 18))
print(dict.fromkeys("ab", 0), str.maketrans("a", "b"), int.from_bytes if False else 0)
show("module fn type", lambda: math.sqrt("x"))
show("module fn domain", lambda: math.sqrt(-1))
show("attr builtin arity", lambda: bx.f())

# ---- positional calls that leave parameters to their defaults bind by copying (np_bind_simple):
# shared mutable defaults, closures with defaults, methods, too few arguments, and defaults
# taken from the function object made at that def.
def acc(x, into=[]):
    into.append(x)
    return into


print(acc(1), acc(2), acc(3, []), acc(4))


def outer(base):
    def add(x, y=base, z=None):
        nonlocal base
        base += 1
        return (x, y, z, base)

    return add


ad = outer(10)
print(ad(1), ad(1, 2), ad(1, 2, 3), ad(5))
fns = [lambda x, k=k: x * k for k in range(4)]
print([f(10) for f in fns])


class Pt:
    def __init__(self, x=0, y=0):
        self.x, self.y = x, y

    def moved(self, dx=1, dy=None):
        return Pt(self.x + dx, self.y + (dx if dy is None else dy))


p0 = Pt()
p1 = p0.moved().moved(2).moved(1, 5)
print(p1.x, p1.y, Pt(3).x, Pt.moved(p0).x)
show("too few with defaults", lambda: acc())
show("too few method", lambda: Pt.moved())


def rdef(n, step=1, total=0):
    return total if n <= 0 else rdef(n - step, step, total + n)


print(rdef(10), rdef(10, 2), rdef(300))


def gdef(n, k=2):
    yield from range(0, n, k)


print(list(gdef(7)), list(gdef(7, 3)))

# ---- keyword calls of simple functions (matched by identity, else the general binding with
# CPython's errors)
def kw(a, b, c=3, d=4):
    return (a, b, c, d)


def po(a, /, b, c=0):
    return (a, b, c)


print(kw(1, b=2), kw(1, 2, d=5), kw(b=1, a=2), kw(1, d=9, c=8, b=7), po(1, b=2), po(1, 2, c=3))
key_name = "".join(["b"])
print(kw(1, **{key_name: 5}), kw(**{"a": 1, "b": 2, "d": 0}))
show("kw unexpected", lambda: kw(1, 2, e=5))
show("kw multiple", lambda: kw(1, 2, a=5))
show("kw missing", lambda: kw(1, c=5))
show("kw posonly", lambda: po(a=1, b=2))
show("kw too many", lambda: kw(1, 2, 3, 4, 5))
show("kw dup dict", lambda: kw(1, b=2, **{"b": 3}))
print(Pt(y=5).y, p0.moved(dy=7).y, outer(1)(0, z=2), sorted([3, 1], key=lambda x, neg=1: x * neg))

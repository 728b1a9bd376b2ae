# sum, min, max, any, all, list, tuple, sorted and str.join consume plain items of a generator
# inside the interpreter loop (np_next_sink). These cases pin down what must not change: the
# slow paths (overflow into big ints, mixed types, user classes whose methods resume the very
# generator being consumed), short-circuiting, errors from the generator and from the
# consumer, PEP 479 and nested consumers.


def gen(items):
    for x in items:
        yield x


# sum: small ints, overflow into big ints and back, floats, mixed, bools, start values.
print(sum(x for x in range(1000)))
print(sum(x * 2**40 for x in range(2**10, 2**10 + 5000)))
print(sum(gen([2**62, 2**62, -2**62, -2**62, 1])))
print(sum(gen([0.5, 0.25, 1, 2, 0.125])), sum(gen([1, 2, 0.5])), sum(gen([1.5, True, 2])))
print(sum(gen([True, True, False])), sum(gen([]), 10), sum(gen([1, 2]), start=0.5))
print(sum(gen([[1], [2, 3]]), []), sum(gen([(1,), (2,)]), ()))
print(sum(gen([1e308, 1e308, -1e308])), sum(gen([float("nan"), 1.0])))
print(sum(i % 7 for i in range(1, 500) if i % 3))


# The consumer's slow path runs user code that resumes the generator being summed.
class Greedy:
    def __init__(self, v):
        self.v = v

    def __radd__(self, other):
        extra = next(shared, 0)
        print("radd", other, self.v, "took", extra)
        return other + self.v + (extra.v if isinstance(extra, Greedy) else extra)


def mixed():
    yield 1
    yield Greedy(10)
    yield 2
    yield Greedy(20)
    yield 3
    yield 4


shared = mixed()
print("greedy sum", sum(shared))

# Errors: from the items, from the generator, from the start value.
for bad in ([1, "a"], [1.5, None], ["x"]):
    try:
        print(sum(gen(bad)))
    except TypeError as e:
        print("TypeError:", e)
try:
    sum(gen(["a", "b"]), "")
except TypeError as e:
    print("TypeError:", e)


def fails_at(n):
    for i in range(10):
        if i == n:
            raise ValueError("item %d" % i)
        yield i


for consumer in (sum, max, min, list, tuple, sorted, any, all):
    try:
        consumer(fails_at(4))
    except ValueError as e:
        print(consumer.__name__, "ValueError:", e)


def leaks():
    yield 1
    raise StopIteration("leak")


for consumer in (sum, list, max):
    try:
        consumer(leaks())
    except RuntimeError as e:
        print(consumer.__name__, "RuntimeError:", e, repr(e.__cause__))

# min and max: first item, ints, floats, NaN, mixes, keys, defaults, errors.
print(max(x % 1000 for x in range(5000)), min(x % 1000 - 500 for x in range(5000)))
print(max(gen([1.5, 2.5, 0.5])), min(gen([1.5, 2.5, 0.5])))
print(max(gen([float("nan"), 1.0, 2.0])), max(gen([1.0, float("nan"), 2.0])))
print(max(gen([1, 2.5, 2])), min(gen([3, 2.0, 2])), max(gen([2, 2.0])), max(gen([2.0, 2])))
print(max(gen([True, 1, False])), min(gen([0, False])), max(gen(["b", "a", "c"])))
print(max(gen([3, 1, 2]), key=lambda v: -v), min(gen([]), default="empty"))
print(max(gen([2**70, 5, 2**71])), min(gen([-(2**70), 5, 3])))
try:
    max(gen([1, "x"]))
except TypeError as e:
    print("TypeError:", e)
try:
    min(gen([]))
except ValueError as e:
    print("ValueError:", e)


class Loud:
    def __init__(self, v):
        self.v = v

    def __gt__(self, other):
        print("compare", self.v, other.v)
        return self.v > other.v

    def __repr__(self):
        return "Loud(%d)" % self.v


print(max(Loud(v) for v in (3, 7, 5)))


# any and all: short-circuit leaves the generator suspended where it stopped.
def noisy(items):
    for x in items:
        print("  yield", x)
        yield x


g = noisy([0, 0, 3, 0])
print("any", any(g), "rest", list(g))
g = noisy([1, 2.5, 0, 4])
print("all", all(g), "rest", list(g))
print(any(gen([None, 0, 0.0, False])), all(gen([1, True, -1.5])), any(gen([])), all(gen([])))
print(any(gen([0, "", [], "x"])), all(gen([1, "x", [0], ()])))


class Truthy:
    def __init__(self, t):
        self.t = t

    def __bool__(self):
        print("bool", self.t)
        return self.t


print(any(gen([0, Truthy(False), Truthy(True), 1])), all(gen([1, Truthy(True), 0])))

# list, tuple, sorted, join: growth past the first capacity, mixed items, nesting.
print(len(list(x for x in range(10000))), list(x for x in range(3)), tuple(gen("abc")))
print(sorted(x % 10 for x in range(25)), "-".join(str(x) for x in range(12)))
print(list(gen([1, "a", None, 2.5, (1, 2)])), tuple(x for x in ()), "".join(gen([])))
print([list(x for x in range(n)) for n in range(4)])
# A generator consumed by sum inside a generator consumed by sum (nested drains).
print(sum(sum(j for j in range(i)) for i in range(50)))
print(list(max(j * k for j in range(i + 1)) for k in range(3) for i in range(3)))


# yield from inside a drained generator.
def chained(n):
    yield from range(n)
    r = yield from gen([100, 200])
    yield from (x * 3 for x in range(n))


print(sum(chained(10)), list(chained(3)), max(chained(4)))


# A generator consumed, in its middle, by another consumer of the same generator.
def counter():
    n = 0
    while n < 10:
        n += 1
        yield n


c = counter()
print(next(c), sum(c), sum(c), list(c))

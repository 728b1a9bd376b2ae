# A StopIteration raised inside map's or filter's function ends that iterator, as CPython's
# consumers read it: list(), sum(), sorted(), set(), join, for loops (over lists and over
# generators), comprehensions, next() with and without a default. Other errors still propagate.


class Stop(StopIteration):
    pass


def f(x):
    if x > 2:
        raise StopIteration
    return x


def pred(x):
    if x > 2:
        raise Stop("subclass")
    return x % 2 == 1


def gen(xs):
    yield from xs


class Truth:
    def __init__(self, n):
        self.n = n

    def __bool__(self):
        if self.n > 1:
            raise StopIteration
        return True


print(list(map(f, [1, 2, 3, 4])))
print(list(map(f, iter([1, 2, 3, 4]))))
print(sum(map(f, [1, 2, 3, 4])))
print(sorted(map(f, [2, 1, 3, 4])))
print(set(map(f, [1, 2, 3])))
print(",".join(map(str, map(f, [1, 2, 3]))))
print(max(map(f, [1, 2, 3])))
print(list(filter(pred, [1, 2, 3, 4])))
print(tuple(filter(pred, range(5))))
print(list(filter(Truth, [0, 1, 2, 3])))
print(dict(zip("abc", map(f, [1, 2, 3]))))
print(list(enumerate(map(f, [1, 2, 3]))))
print([v for v in map(f, gen([1, 2, 3]))])
for v in map(f, [1, 5, 1]):
    print("list", v)
for v in map(f, gen([1, 2, 9, 1])):
    print("gen", v)
for v in map(f, (x for x in [2, 7])):
    print("genexpr", v)
else:
    print("else ran")
for v in filter(pred, gen([1, 3])):
    print("filter gen", v)

m = map(f, [1, 3, 1])
print(next(m), next(m, "done"), next(m, "still done"))
try:
    next(map(f, [7]))
except StopIteration as e:
    print("next raised StopIteration", type(e).__name__, e.args)

# A generator's own StopIteration is a RuntimeError (PEP 479), map or not.
def bad_gen():
    yield 1
    raise StopIteration


try:
    print(list(map(f, bad_gen())))
except RuntimeError as e:
    print("RuntimeError:", e)


def g(x):
    if x > 1:
        raise ValueError("boom %d" % x)
    return x


for consumer in (list, sum, sorted):
    try:
        consumer(map(g, [1, 2, 3]))
    except ValueError as e:
        print(consumer.__name__, "ValueError:", e)
try:
    for v in map(g, gen([0, 1, 2])):
        print("g", v)
except ValueError as e:
    print("for ValueError:", e)

# The map is not exhausted by f's StopIteration: the loop ends, a later next() goes on.
m = map(f, gen([1, 4, 2, 5, 1]))
for v in m:
    print("first loop", v)
for v in m:
    print("second loop", v)
print(next(m, "end"), next(m, "end"))
fl = filter(pred, [1, 4, 3, 5])
print(list(fl), list(fl), list(fl))

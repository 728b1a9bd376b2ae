# itertools' count, repeat, cycle, accumulate, islice, takewhile, dropwhile and filterfalse as
# native iterators: which source items each reads (islice reads up to its stop lazily, and
# up to its start when stop < start), which stop for good (islice at its end, takewhile after a
# false predicate) and which ask a source that ended once again, running totals, errors raised
# mid-iteration, StopIteration from a predicate, argument errors, and type names.
import itertools
from itertools import count, repeat, cycle, accumulate, islice, takewhile, dropwhile, filterfalse


def sl(*a):
    it = iter(range(10))
    r = list(islice(it, *a))
    print(a, r, next(it, "END"))


for a in [(0, 6, 2), (0, 5, 2), (3, 2), (3, 3), (5, 1), (0,), (2, None), (2, None, 3),
          (1, 7, 3), (0, 0), (20, 30), (8, 20, 1), (None, 4), (None, None, None), (3,)]:
    sl(*a)


def loud(n):
    for i in range(n):
        print("read", i)
        yield i


it = islice(loud(5), 1, 4, 2)
print(next(it), next(it, "x"), next(it, "y"), next(it, "z"))


class Flaky:
    # Ends once (at its second item), then goes on.
    def __init__(self):
        self.n = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.n += 1
        if self.n == 2:
            raise StopIteration
        return self.n


for name, f in [("islice", lambda s: islice(s, 0, None)),
                ("takewhile", lambda s: takewhile(lambda x: True, s)),
                ("dropwhile", lambda s: dropwhile(lambda x: False, s)),
                ("filterfalse", lambda s: filterfalse(lambda x: False, s)),
                ("accumulate", lambda s: accumulate(s)),
                ("cycle", lambda s: cycle(s))]:
    it = f(Flaky())
    print(name, [next(it, "E") for _ in range(5)])

c = count()
print([next(c) for _ in range(3)], list(islice(count(5, 3), 4)), list(islice(count(1.5, 0.25), 3)))
print(list(islice(count(2**62, 2**61), 3)), list(islice(count(-1, -1), 3)), list(islice(count(0.1, 0.1), 4)))
print(list(islice(count(True), 2)), list(islice(count(1, 0.5), 3)))
print(list(zip("abc", count(10))), list(repeat("x", 3)), list(repeat(1, 0)), list(repeat(1, -5)))
print(list(zip(range(3), repeat(None))), list(repeat([], True)))
print(list(islice(cycle("abc"), 7)), list(cycle([])), list(cycle(iter(()))))
saved = [1, 2]
cy = cycle(saved)
saved.append(3)
print(list(islice(cy, 7)))
print(list(accumulate([1, 2, 3, 4])), list(accumulate([1, 2, 3], initial=100)), list(accumulate([], initial=7)))
print(list(accumulate([])), list(accumulate("abc")), list(accumulate([3, 1, 4, 1, 5], max)))
print(list(accumulate([1.5, 2, 2**63])), list(accumulate([[1], [2]], initial=[0])))
print(list(accumulate([1, 2, 3], lambda a, b: a * 10 + b, initial=None)))
print(list(takewhile(lambda x: x < 3, [1, 2, 3, 1])), list(dropwhile(lambda x: x < 3, [1, 2, 3, 1, 5])))
print(list(filterfalse(None, [0, 1, "", "a", [], None, 2])), list(filterfalse(lambda x: x % 3, range(10))))
tw = takewhile(lambda x: x < 2, iter([1, 5, 0]))
print(list(tw), list(tw))
print(sum(islice(count(), 0, 100000, 7)), sum(accumulate(range(1000))), len(list(islice(repeat(0), 5000))))
print([type(f).__name__ for f in (count(), repeat(1), cycle(""), accumulate(""), islice("", 1),
                                   takewhile(None, ""), dropwhile(None, ""), filterfalse(None, ""))])
it = islice("abc", 2)
print(iter(it) is it)


def stop_at(x):
    if x == 3:
        raise StopIteration
    return x < 5


print(list(takewhile(stop_at, [1, 2, 3, 4])), list(filterfalse(stop_at, [7, 3, 8])))


def boom(x):
    if x == 2:
        raise ValueError("boom at 2")
    return False


for make in (lambda: takewhile(lambda x: not boom(x), [1, 2, 3]), lambda: dropwhile(boom, [1, 2, 3]),
             lambda: filterfalse(boom, [1, 2, 3]), lambda: accumulate([1, 2], lambda a, b: boom(b))):
    it = make()
    try:
        print(list(it))
    except ValueError as e:
        print("ValueError", e, list(it))

for bad in (lambda: list(accumulate([1, "a"])), lambda: count("a"), lambda: count(1, "b"),
            lambda: repeat(1, "x"), lambda: repeat(1, 2.0), lambda: islice([1]),
            lambda: islice([1], -1), lambda: islice([1], 1.5), lambda: islice([1], 0, 1, 0),
            lambda: islice([1], -2, 5), lambda: islice([1], 0, 2**70), lambda: islice([1], 1, 2, 3, 4),
            lambda: islice(5, 1), lambda: cycle(5), lambda: takewhile(len, 3), lambda: accumulate(None),
            lambda: list(takewhile(5, [1])), lambda: list(dropwhile(None, [1])), lambda: repeat(1, 2**70),
            lambda: islice([1], -1, -1), lambda: islice([1], 1.5, -1), lambda: islice([1], -1, 3, 0),
            lambda: islice([1], 1, 3, "a"), lambda: list(takewhile(None, [1]))):
    try:
        bad()
        print("no error")
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)

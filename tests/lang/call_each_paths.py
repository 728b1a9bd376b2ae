# Key functions, map() and filter() with Python functions run their calls in one interpreter
# loop (np_call_each): values, order, exceptions, refused items and iterator state.
import collections

rows = [(3, "c", 1.5), (1, "a", 2.5), (2, "b", 0.5), (1, "z", 9.0)]
print(sorted(rows, key=lambda r: r[0]))
print(sorted(rows, key=lambda r: (r[0], r[1]), reverse=True))
print(sorted([], key=lambda r: r[0]), sorted([5], key=lambda r: -r))
xs = list(rows)
xs.sort(key=lambda r: r[2])
print(xs)

# Defaults, cells and closures in the key function.
def keyf(r, k=1):
    return r[k]
print(sorted(rows, key=keyf))
def make_key(col):
    def key(r):
        inner = lambda: r[col]
        return inner()
    return key
print(sorted(rows, key=make_key(2)))

# A bound method, a native and a callable object as keys (the general path).
class Picker:
    def __init__(self, i):
        self.i = i
    def pick(self, r):
        return r[self.i]
    def __call__(self, r):
        return r[self.i]
print(sorted(rows, key=Picker(1).pick), sorted(rows, key=Picker(2)))
print(sorted(["bb", "a", "ccc"], key=len))

# Exceptions in the key function, at the first call and later ones.
calls = []
def bad(r):
    calls.append(r[0])
    if len(calls) == 3:
        raise KeyError("third")
    return r[0]
try:
    sorted(rows, key=bad)
except KeyError as e:
    print("KeyError", e, calls)
try:
    min(rows, key=lambda r: 1 / 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)

# Keys that cannot be compared: the TypeError comes from the comparison after the call.
try:
    max([1, "a", 2], key=lambda v: v)
except TypeError as e:
    print("TypeError", e)
try:
    sorted([1, "a", 2], key=lambda v: v)
except TypeError as e:
    print("TypeError", e)

# list.sort's key sees the list empty; a key that changes it raises ValueError.
lst = [3, 1, 2]
seen = []
def peek(v):
    seen.append(len(lst))
    return v
lst.sort(key=peek)
print(lst, seen)
def grow(v):
    lst.append(v)
    return v
try:
    lst.sort(key=grow)
except ValueError as e:
    print("ValueError", e, lst)

# min()/max() with key over lists, tuples, ranges, generators, dict views; default=; ties.
print(min(rows, key=lambda r: r[0]), max(rows, key=lambda r: r[0]))
print(min(range(10), key=lambda v: (v - 4) ** 2), max((v for v in range(7)), key=lambda v: v % 3))
print(max({"a": 3, "b": 1}.items(), key=lambda kv: kv[1]))
print(min([], key=lambda v: v, default="none"), max(iter([7]), key=lambda v: -v))
def gen():
    yield 4
    yield 9
    raise RuntimeError("gen failed")
try:
    max(gen(), key=lambda v: v)
except RuntimeError as e:
    print("RuntimeError", e)
big = [10 ** 30 + i for i in range(5)]
print(max(big, key=lambda v: v % 7), min(big, key=lambda v: str(v)))

# map() and filter() drained by sum, list, tuple, set, join, sorted, Counter, min, max.
def dbl(v):
    return v * 2
def odd(v):
    return v % 2 == 1
print(sum(map(dbl, range(10))), list(map(dbl, [1, 2])), tuple(map(dbl, (3,))))
print(sorted(set(map(lambda v: v % 4, range(20)))), "-".join(map(lambda c: c.upper(), "abc")))
print(collections.Counter(map(lambda w: w[0], ["ab", "ac", "b"])))
print(list(filter(odd, range(10))), sum(filter(odd, [1, 2, 3])), max(filter(odd, [1, 5, 2])))
print(list(filter(lambda v: v, [0, 1, "", "x", None, [], [0]])))
print(list(map(dbl, [])), list(filter(odd, [])))

# Items the sink refuses (sum meeting a str or a float) go on through the general path.
print(sum(map(lambda v: v / 2, range(5))), sum(map(lambda v: [v], range(3)), []))
try:
    sum(map(lambda v: "s" if v == 2 else v, range(5)))
except TypeError as e:
    print("TypeError", e)

# filter's truth of user objects; a __bool__ that raises.
class T:
    def __init__(self, v):
        self.v = v
    def __bool__(self):
        if self.v == 3:
            raise ValueError("no truth")
        return self.v > 1
print([t.v for t in filter(lambda t: t, [T(0), T(2), T(5)])])
try:
    list(filter(lambda t: t, [T(2), T(3)]))
except ValueError as e:
    print("ValueError", e)

# The iterator's state: partly consumed before, exhausted after, consumed by a failed drain.
m = map(dbl, [1, 2, 3, 4])
print(next(m), sum(m), list(m), sum(m))
f = filter(odd, range(8))
print(next(f), list(f), list(f))
state = []
def fails_at_3(v):
    if v == 3:
        raise IndexError("at 3")
    state.append(v)
    return v
m = map(fails_at_3, range(6))
try:
    sum(m)
except IndexError as e:
    print("IndexError", e, state)
print(list(m))

# Chains: map of a map of a generator, filter of a map.
print(sum(map(dbl, map(dbl, (v for v in range(4))))), list(filter(odd, map(lambda v: v + 1, range(6)))))
# A map with two iterables and a native function (the general path).
print(list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])), sum(map(abs, [-1, -2])))

# Recursion inside a key function.
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(sorted([30, 5, 12], key=depth), max([3, 8, 1], key=lambda n: depth(n)))

# list/tuple/sorted/set of a generator: the item sinks now grow small results themselves; sizes
# around the growth steps and the sink's limits (200 list items, 32-slot set tables), mixed
# plain and non-plain set keys, duplicates and errors must all match the general path.

def gen(n, f=lambda x: x):
    for i in range(n):
        yield f(i)


for n in (0, 1, 3, 4, 5, 8, 9, 16, 17, 50, 199, 200, 201, 202, 255, 256, 1000):
    l = list(gen(n))
    t = tuple(x * 2 for x in range(n))
    s = set(gen(n, lambda x: x % 37))
    fs = frozenset(x % 11 for x in range(n))
    print(n, len(l), l[-3:], len(t), t[-2:], len(s), sorted(s)[-3:], sorted(fs))
    assert l == list(range(n)) and t == tuple(range(0, 2 * n, 2))
print(sorted(x * 7 % 13 for x in range(40)))
print("".join(str(x % 10) for x in range(250)))
print(set(gen(40, lambda x: (x, x % 3) if x % 5 == 0 else x)))
print(set(gen(30, lambda x: str(x % 7))) == {str(i) for i in range(7)})
print(sorted(set(gen(60, lambda x: x * 0.5 if x % 2 else x // 2))))
print(set(gen(25, lambda x: 1.5 if x % 2 else True)))


class Key:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return self.v % 3
    def __eq__(self, other):
        return isinstance(other, Key) and self.v % 3 == other.v % 3
    def __repr__(self):
        return "Key(%d)" % self.v


print(sorted(set(gen(40, lambda x: Key(x) if x > 25 else x)), key=repr))
s = {1, 2}
s.update(x for x in range(40))
print(len(s))


def bad(n):
    for i in range(n):
        if i == n - 1:
            raise KeyError(i)
        yield i


for n in (5, 30, 250):
    for make in (list, tuple, set, sorted):
        try:
            make(bad(n))
        except KeyError as e:
            print(make.__name__, "KeyError", e)
try:
    set(gen(40, lambda x: [x] if x == 33 else x))
except TypeError as e:
    print("TypeError", e)

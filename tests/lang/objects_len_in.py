# len() and `in` / `not in` on user instances run __len__ / __contains__ as frames of the calling
# loop: results are checked and converted as CPython does (len: an int >= 0; `in`: the truth of
# whatever __contains__ returns), and errors, inheritance, fallbacks and mixed sites still hold.


class Bag:
    def __init__(self, items):
        self.items = list(items)

    def __len__(self):
        return len(self.items)

    def __contains__(self, x):
        return x in self.items


b = Bag([1, 2, 3])
print(len(b), 2 in b, 5 in b, 2 not in b, 5 not in b)
hits = 0
for i in range(10):
    if i in b:
        hits += 1
    if i not in b:
        hits += 100
    if len(b) > i:
        hits += 10000
print(hits)
vals = [i in b for i in range(5)], [i not in b for i in range(5)]
print(vals)


class Sub(Bag):
    pass


print(len(Sub("abcd")), "c" in Sub("abc"), "z" not in Sub("abc"))


class Weird:
    def __init__(self, r):
        self.r = r

    def __len__(self):
        return self.r

    def __contains__(self, x):
        return self.r


class Truthy:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        return self.v


print(len(Weird(True)), len(Weird(False)), type(len(Weird(True))).__name__)
for r in (0, 1, 2, "", "x", [], [0], None, Truthy(True), Truthy(False)):
    w = Weird(r)
    print(repr(r) if not isinstance(r, Truthy) else r.v, 1 in w, 1 not in w, "y" if 1 in w else "n")
for r in (-1, "3", 2.0, None, 2 ** 70, Truthy(True)):
    try:
        print(len(Weird(r)))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    print(1 in Weird(Truthy(3)))
except TypeError as e:
    print("TypeError", e)


class Raiser:
    def __len__(self):
        raise KeyError("len")

    def __contains__(self, x):
        raise KeyError(x)


for f in (lambda: len(Raiser()), lambda: 3 in Raiser(), lambda: 4 not in Raiser()):
    try:
        f()
    except KeyError as e:
        print("KeyError", e)


class Defaults:
    def __len__(self, extra=2):
        return extra

    def __contains__(self, x, *rest):
        return rest == ()


print(len(Defaults()), 1 in Defaults())


# Fallbacks: no __contains__ (iteration, __getitem__), no __len__.
class Iter:
    def __iter__(self):
        return iter([1, 2])


class Seq:
    def __getitem__(self, i):
        if i < 3:
            return i * 10
        raise IndexError(i)


print(2 in Iter(), 3 in Iter(), 20 in Seq(), 25 in Seq())
for o in (Iter(), object(), 3):
    try:
        print(len(o))
    except TypeError as e:
        print("TypeError", e)
    try:
        print(1 in o)
    except TypeError as e:
        print("TypeError", e)

# Mixed receivers at one site, and len rebound.
objs = [Bag("ab"), [1, 2, 3], Sub("xyz"), "abcd", Weird(7), {1: 2}]
print([len(o) for o in objs], [1 in o for o in objs[:3]])


def count(n):
    return -n


def use_len(o):
    return len(o)


print(use_len(Bag("abc")))
len = count
print(use_len(5))
del len
print(use_len(Bag("xy")))


# Recursion through __len__ and __contains__.
class Tree:
    def __init__(self, kids):
        self.kids = kids

    def __len__(self):
        return 1 + sum(len(k) for k in self.kids)

    def __contains__(self, t):
        return t is self or any(t in k for k in self.kids)


leaf = Tree([])
t = Tree([Tree([leaf, Tree([])]), Tree([])])
print(len(t), leaf in t, Tree([]) in t)


class Deep:
    def __len__(self):
        return len(self)

    def __contains__(self, x):
        return x in self


for f in (lambda: len(Deep()), lambda: 1 in Deep()):
    try:
        f()
    except RecursionError as e:
        print("RecursionError", e)


# len() of builtin containers (read in place) and of their subclasses (which may override).
class L(list):
    def __len__(self):
        return 99


class D(dict):
    pass


from collections import Counter, deque

for o in ([], [1, 2], (), (1,), "", "héllo wörld", "ab", {}, {1: 2}, set(), {1, 2, 3},
          frozenset("abc"), L([1]), D(a=1), Counter("aab"), deque([1, 2]), range(5)):
    print(type(o).__name__, len(o))
s = [0]
n = 0
for i in range(100):
    s.append(i)
    n += len(s)
print(n)

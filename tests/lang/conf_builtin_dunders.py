# Protocol special methods of builtin types as attributes (vm/np_slotwrap.c), through the
# type, an instance and super(), and that a subclass's override is skipped by them.
print(list.__getitem__([1, 2], 1), int.__add__(1, 2), dict.__contains__({1: 2}, 1))
print(str.__len__("abc"), tuple.__len__((1,)), set.__len__({1, 2}), range.__len__(range(4)))
print((5).__add__(3), (5).__radd__(3), (7).__sub__(2), (7).__rsub__(2), (2).__pow__(10))
print(int.__add__(1, 1.5), (1.5).__add__(1), (1.5).__radd__(2), int.__eq__(1, 1.0))
print((3).__mul__("a"), "ab".__mul__(2), [1].__add__([2]), (1,).__add__((2,)))
print("x".__len__(), [1].__len__(), {}.__len__(), "ab".__contains__("b"))
print((-5).__neg__(), (-5).__abs__(), (5).__invert__(), (2.5).__neg__(), abs(-2.5))
print((0).__bool__(), (3).__bool__(), (0.0).__bool__(), (3.7).__int__(), (3).__float__())
print((7).__index__(), (255).__format__("x"), (3.14159).__format__(".2f"), "s".__format__(">3"))
print((1).__eq__(1), (1).__ne__(2), (1).__lt__(2), "a".__lt__("b"), [1].__eq__([1]))
print((1).__eq__("a"), "a".__eq__(1), [1].__lt__((1,)), {1}.__lt__({1, 2}))
print({1, 2}.__and__({2}), {1}.__or__({2}), {1, 2}.__sub__({1}), {1}.__xor__({1, 2}))
print({1: 2}.__or__({3: 4}), {1}.__and__([1]), (6).__and__(3), (6).__or__(1), (6).__xor__(3))
print((1).__lshift__(4), (256).__rshift__(2), (7).__truediv__(2), (7).__floordiv__(2), (7).__mod__(3))
print("%s-%d".__mod__(("a", 1)), (7).__rmod__(3), (2).__rpow__(3), (3).__rfloordiv__(10))
print(hash("abc") == "abc".__hash__(), (5).__hash__(), (1, 2).__hash__() == hash((1, 2)))
print(repr([1, 'a']), [1, 'a'].__repr__(), (1.5).__repr__(), {1: [2]}.__repr__())
it = iter([1, 2, 3])
print(it.__next__(), next(it), it.__iter__() is it, list([4, 5].__iter__()))
def gen():
    yield 1
    yield 2
g = gen()
print(g.__next__(), g.__next__())
try:
    g.__next__()
except StopIteration:
    print("StopIteration")
d = {}
d.__setitem__("k", 1)
print(d, d.__getitem__("k"))
d.__delitem__("k")
print(d)
xs = [1, 2, 3]
xs.__setitem__(0, 9)
xs.__delitem__(-1)
print(xs, xs.__getitem__(slice(0, 1)))
print(sorted([3, 1, 2], key=int.__neg__), list(map(str.__len__, ["a", "bcd"])))
print(list(map(int.__add__, [1, 2], [10, 20])), sorted(["b", "A"], key=str.lower))

class D(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k, v * 2)
    def __getitem__(self, k):
        return super().__getitem__(k) + 1
    def __contains__(self, k):
        return super().__contains__(k.lower())
    def __repr__(self):
        return "D(" + super().__repr__() + ")"
    def __len__(self):
        return super().__len__() + 100
    def __iter__(self):
        return iter(sorted(super().__iter__()))
    def __delitem__(self, k):
        print("del", k)
        super().__delitem__(k)
d = D()
d['b'] = 1
d['a'] = 5
print(d['a'], d, 'A' in d, len(d), list(d), dict.__len__(d), D.__len__(d))
del d['a']
print(repr(d), d.__repr__(), dict.__repr__(d))

class L(list):
    def append(self, x):
        super().append(x)
        super().append(x)
    def __len__(self):
        return super().__len__() * 10
    def __getitem__(self, i):
        return ("item", super().__getitem__(i))
    def __eq__(self, other):
        return super().__eq__(other)
    def __add__(self, other):
        return L(super().__add__(other))
l = L()
l.append(3)
print(l, len(l), l[0], l == [3, 3], list.__getitem__(l, 1), type(l + [1]).__name__)
print(L.__len__(l), list.__len__(l), l.__len__())

class S(str):
    def __len__(self):
        return super().__len__() + 1
    def __hash__(self):
        return super().__hash__()
    def __eq__(self, o):
        return super().__eq__(o)
    def upper(self):
        return "U:" + super().upper()
s = S("hey")
print(len(s), s.upper(), hash(s) == hash("hey"), s == "hey", {s: 1}["hey"])

class I(int):
    def __add__(self, o):
        return I(super().__add__(o) * 10)
    def __repr__(self):
        return "I(" + super().__repr__() + ")"
    def __neg__(self):
        return -super().__int__()
print(I(2) + 3, repr(I(4)), -I(5), I(3).__abs__(), I(7).__index__())

class T(tuple):
    def __getitem__(self, i):
        return super().__getitem__(i) * 2
    def __len__(self):
        return 99
print(T((1, 2))[1], len(T((1,))), tuple.__len__(T((1, 2, 3))))

class P:
    def __init__(self):
        object.__init__(self)
        self.v = 1
    def __eq__(self, o):
        return object.__eq__(self, o)
p = P()
print(p.__class__.__name__, type(p).__name__, P.__name__, P.__qualname__, p == p, p == 1)
print(p.__class__ is P, (1).__class__ is int, [].__class__.__name__, None.__class__.__name__)

# Errors: wrong receivers, wrong counts, names that do not exist.
def err(f):
    try:
        r = f()
        print("ok", r)
    except (TypeError, AttributeError, KeyError, IndexError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
err(lambda: list.__getitem__([1], 5))
err(lambda: dict.__getitem__({}, 'x'))
err(lambda: (1).__truediv__(0))
err(lambda: [1].__len__(1))
err(lambda: [1].__getitem__())
err(lambda: (1).__foo__)
err(lambda: [].__sub__)
err(lambda: "a".__setitem__)
err(lambda: (1).__iter__)
err(lambda: (5).__getitem__)
err(lambda: {}.__lt__({}))
err(lambda: range(3).__gt__(range(2)))
err(lambda: [].__next__)
err(lambda: list.__frobnicate__)
class H:
    def __hash__(self): return 2**62
    def __eq__(s,o): return True
class J:
    def __hash__(self): return 2**64
print(hash(H()), hash(J()), hash(-1), hash(True))
class K:
    def __hash__(self): return -1
print(hash(K()))

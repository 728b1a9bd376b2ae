# Subclasses of builtin types: the builtin layout plus the class's own methods and attributes.
from collections import namedtuple, Counter, OrderedDict


class MyList(list):
    def total(self):
        return sum(self)


m = MyList([3, 1, 2])
print(m, type(m).__name__, isinstance(m, list), isinstance(m, MyList), len(m), m[0], m[-1])
print(m + [4], m * 2, m[1:], sorted(m), m == [3, 1, 2], m != [3], bool(MyList()))
m.append(5)
m.sort()
m.label = "nums"
print(m, m.label, m.total(), 5 in m, list(reversed(m)), m.index(3), repr(m), str(m))
m[0] = 10
del m[1]
print(m, [x * 2 for x in m], max(m), MyList(), MyList("ab"))
try:
    print(m.missing)
except AttributeError as e:
    print(type(e).__name__, e)
try:
    hash(m)
except TypeError as e:
    print(type(e).__name__, e)


class Stack(list):
    def __init__(self, name, items=()):
        super().__init__(items)
        self.name = name

    def push(self, x):
        self.append(x)

    def __repr__(self):
        return f"Stack({self.name}, {list.__repr__(self) if False else list(self)})"


s = Stack("s", [1])
s.push(2)
print(s, len(s), s.name, s.pop(), s)


class Indexed(list):
    def __getitem__(self, i):
        return ("item", i)

    def __len__(self):
        return 42

    def __contains__(self, x):
        return x == "magic"


ix = Indexed([1, 2])
print(ix[0], ix[5], len(ix), list(ix), "magic" in ix, 1 in ix, [y for y in ix])


class Init(list):
    def __init__(self):
        pass


print(Init(), len(Init()))


class Point(tuple):
    def norm1(self):
        return abs(self[0]) + abs(self[1])


p = Point((3, -4))
print(p, p.norm1(), p[0], p == (3, -4), hash(p) == hash((3, -4)), p + (1,), len(p), type(p).__name__)
x, y = p
print(x, y, {p: 1}[(3, -4)], sorted([Point((2, 1)), Point((1, 2))]))
try:
    Point(1, 2)
except TypeError as e:
    print(type(e).__name__, e)


class D(dict):
    def __missing__(self, key):
        return key * 2


d = D(a=1)
d["b"] = 2
print(d, d["a"], d["zz"], d.get("zz"), "zz" in d, len(d), isinstance(d, dict), d == {"a": 1, "b": 2})
print(sorted(d.items()), D({1: 2}), D([(1, 2)], x=3), type(D()).__name__)


class AttrDict(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name)

    def __setattr__(self, name, value):
        self[name] = value


ad = AttrDict(x=1)
ad.y = 2
print(ad, ad.x, ad.y, dict(ad))
try:
    ad.nope
except AttributeError as e:
    print(type(e).__name__, e)


class Counting(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k, v * 10) if False else dict.update(self, {k: v * 10})


c = Counting()
c["a"] = 1
print(c)


class MyStr(str):
    def shout(self):
        return self.upper() + "!"


ms = MyStr("hello")
print(ms, ms.shout(), ms + " world", repr(ms), len(ms), ms[1:3], ms == "hello", ms.split("l"))
print(f"{ms:>8}|", "%s" % ms, "-".join([ms, ms]), {ms: 1}["hello"], type(ms).__name__)


class MyInt(int):
    def double(self):
        return self * 2


i = MyInt(21)
print(i, i.double(), i + 1, i == 21, repr(i), i < 22, 21 == i, {21: "a"}[i], type(i).__name__)
print(MyInt("7"), MyInt(), [10, 20, 30][MyInt(1)], isinstance(i, int), -i, i // 4, f"{i:05d}")


class S(set):
    pass


st = S([3, 1])
st.add(2)
print(sorted(st), 1 in st, sorted(st | {5}), st == {1, 2, 3}, len(st), S())


class F(frozenset):
    pass


print(F([1]) == frozenset([1]), len(F([1, 2])))


class P(namedtuple("P", "x y")):
    def dist(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5


pt = P(3, 4)
print(pt, pt.dist(), pt.x, pt[1], isinstance(pt, tuple), pt == (3, 4))


class MyCounter(Counter):
    def top(self):
        return self.most_common(1)[0]


mc = MyCounter("abracadabra")
print(mc.top(), mc["a"], type(mc).__name__)


class OD(OrderedDict):
    pass


od = OD([(1, 2)])
od[3] = 4
print(list(od.items()), isinstance(od, dict))


class Deep(MyList):
    def total(self):
        return super().total() * 100


print(Deep([1, 2]).total(), Deep([1]))
fk = D.fromkeys([1, 2])
print(fk, type(fk).__name__, fk[5])

for bad in ("class Bad(list, dict): pass", "class Bad(bool): pass"):
    try:
        if "list, dict" in bad:
            class Bad(list, dict):
                pass
        else:
            class Bad(bool):
                pass
    except TypeError as e:
        print(type(e).__name__, e)

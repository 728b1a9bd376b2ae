# SETATTRSLOT appending a shaped instance's next slot (`self.x = ...` in __init__ after the
# site is quickened): the values, a name that shadows a class value, instances that leave the
# layout's order, and a class changed under the quickened site.


class P:
    LIMIT = 5

    def __init__(self, x, y, limit=None):
        self.x = x
        self.y = y
        if limit is not None:
            self.LIMIT = limit
        self.s = x + y

    def total(self):
        return self.x + self.y + self.s + self.LIMIT


ps = [P(i, 2 * i, 100 if i % 7 == 3 else None) for i in range(40)]
print(sum(p.total() for p in ps))
print([p.LIMIT for p in ps[:10]])
print(sorted(vars(ps[3]).items()), sorted(vars(ps[4]).items()))


class Q:
    def __init__(self, a, order):
        if order:
            self.a = a
            self.b = a * 2
        else:
            self.b = a * 3
            self.a = a
        self.c = self.a + self.b


qs = [Q(i, i % 5 != 4) for i in range(30)]
print([(q.a, q.b, q.c) for q in qs[:6]])
print(sum(q.c for q in qs))


class R:
    def __init__(self, n):
        for i in range(n):
            setattr(self, "f%d" % i, i)
        self.last = n


rs = [R(i % 6) for i in range(24)]
print([(r.last, len(vars(r))) for r in rs[:8]])


class S:
    def __init__(self, v):
        self.v = v
        self.w = v + 1


ss = [S(i) for i in range(20)]
S.w = property(lambda self: "prop")
try:
    S(3)
except AttributeError as e:
    print("AttributeError", e)
del S.w
s2 = [S(i) for i in range(5)]
print([(s.v, s.w) for s in s2])


class Base:
    def __init__(self, k):
        self.k = k
        self.m = k * k


class Sub(Base):
    pass


mix = [Base(i) if i % 2 else Sub(i) for i in range(20)]
print(sum(o.m for o in mix), [type(o).__name__ for o in mix[:4]])


class T:
    LIMIT = 1

    def __init__(self, v):
        self.a = v
        self.LIMIT = v

    def get(self):
        return self.LIMIT


ts = [T(i) for i in range(30)]
print([t.get() for t in ts[-5:]], T.LIMIT)



# Three classes, each with its own __init__ site (so each store site is quickened and appends),
# read at one polymorphic site, where the generic handler trusts the instances' "no shadowing
# key" proof: a store that shadows a class value must not carry it.
class A:
    LIMIT = 1

    def __init__(self, v):
        self.a = v
        self.LIMIT = v


class B:
    LIMIT = 2

    def __init__(self, v):
        self.a = v
        self.LIMIT = v


class C:
    LIMIT = 3

    def __init__(self, v):
        self.a = v
        self.LIMIT = v


def get_limit(o):
    return o.LIMIT


abc = [(A, B, C)[i % 3](i) for i in range(30)]
print([get_limit(o) for o in abc[-6:]])

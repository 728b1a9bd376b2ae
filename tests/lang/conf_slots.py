# __slots__: undeclared attributes are refused as in CPython (inheritance, __dict__ entry,
# mangling, namedtuple classes, conflicts), while declared ones work as plain attributes.
class P:
    __slots__ = ('x', 'y')
    def __init__(self, x):
        self.x = x
p = P(1)
for f in [lambda: p.y, lambda: setattr(p, 'z', 1), lambda: delattr(p, 'y'), lambda: p.__dict__]:
    try: print(f())
    except AttributeError as e: print("AE", e)
del p.x
try: p.x
except AttributeError as e: print("AE", e)
class Q(P):
    __slots__ = ('z',)
q = Q(2); q.z = 3; print(q.x, q.z)
try: q.w = 1
except AttributeError as e: print("AE", e)
class R(P): pass
r = R(1); r.w = 5; print(r.w)
class S:
    __slots__ = ('a', '__dict__')
s = S(); s.a = 1; s.b = 2; print(s.a, s.b)
try:
    class Bad:
        __slots__ = ('x',)
        x = 1
except ValueError as e: print("VE", e)
class M:
    __slots__ = ['__p', 'q']
    def __init__(self): self.__p = 1; self.q = 2
    def get(self): return self.__p
print(M().get())
class O:
    __slots__ = 'only'
o = O(); o.only = 1; print(o.only)
try: o.other = 2
except AttributeError as e: print("AE", e)
from collections import namedtuple
class Pt(namedtuple('Pt', 'x y')):
    __slots__ = ()
    def norm(self): return self.x + self.y
pt = Pt(1, 2); print(pt.norm(), pt)
try: pt.z = 1
except AttributeError as e: print("AE", e)
class W:
    __slots__ = ('v', '__weakref__')
w = W(); w.v = 1; print(w.v)
class Prop:
    __slots__ = ('_v',)
    @property
    def v(self): return self._v
    @v.setter
    def v(self, val): self._v = val
pp = Prop(); pp.v = 4; print(pp.v)
try: pp.q = 1
except AttributeError as e: print("AE", e)
P2 = namedtuple('P2', 'a b', defaults=[0])
p2 = P2(1)
try: p2.c = 1
except AttributeError as e: print("AE", e)
try: p2.a = 1
except AttributeError as e: print("AE", e)
class Sub(P2):
    def total(self): return self.a + self.b
sb = Sub(1, 2); sb.extra = 5; print(sb.total(), sb.extra, sb)
class Slotted:
    __slots__ = ('a',)
sl = Slotted()
try: sl.a
except AttributeError as e: print("AE", e)
try: del sl.a
except AttributeError as e: print("AE", e)
sl.a = 3; del sl.a
try:
    class BadSlots:
        __slots__ = (1,)
except TypeError as e: print("TE", e)
class E(Exception):
    __slots__ = ()
e = E("x"); e.note = 1; print(e.note)
class Base:
    __slots__ = ('a',)
class Kid(Base):
    __slots__ = ('b',)
    def __init__(self): self.a = 1; self.b = 2
k = Kid(); print(k.a, k.b)
try: k.c = 3
except AttributeError as e: print("AE", e)
class LL(list):
    __slots__ = ()
ll = LL([1]); ll.append(2); print(ll)
try: ll.x = 1
except AttributeError as e: print("AE", e)

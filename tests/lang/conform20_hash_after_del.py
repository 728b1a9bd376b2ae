# conform20: hashability follows __hash__ along the MRO only (del C.__hash__ on a class with
# __eq__, C.__eq__ assigned later, type() with __eq__, builtin subclasses, dataclasses).
class C:
    def __eq__(self, o): return self is o
c = C()
try: hash(c)
except TypeError as e: print("TE", e)
del C.__hash__
h1 = hash(c); print(h1 == hash(c))
C.__hash__ = None
try: hash(c)
except TypeError as e: print("TE", e)
C.__hash__ = lambda s: 42
print(hash(c))
del C.__hash__
print(hash(c) == h1)
print({c: 1}[c])
class D(C): pass
print(hash(D()) is not None)
class E:
    pass
e = E(); h = hash(e)
E.__hash__ = None
try: hash(e)
except TypeError as ex: print("TE", ex)
del E.__hash__
print(hash(e) == h)
class F(C):
    def __eq__(self, o): return True
try: hash(F())
except TypeError as ex: print("TE", ex)
del F.__hash__
print(type(hash(F())))
try:
    del F.__hash__
except AttributeError as ex: print("AE", ex)
class K: pass
K.__eq__ = lambda s,o: True
print(type(hash(K())))
T = type('T', (), {'__eq__': lambda s,o: True})
try: hash(T()); print("ok")
except TypeError as e: print("TE", e)
class L(int):
    def __eq__(s,o): return True
try: hash(L(3)); print("ok")
except TypeError as e: print("TE", e)
class M(int):
    def __eq__(s,o): return True
del M.__hash__
print(hash(M(3)))
class N:
    def __eq__(s,o): return True
N.__hash__ = lambda s: 5
print(hash(N()))
class P:
    def __eq__(s,o): return True
    def __hash__(s): return 9
class Q(P): pass
del P.__hash__
print(type(hash(Q())))
import dataclasses
@dataclasses.dataclass
class R:
    x: int
try: hash(R(1))
except TypeError as e: print("TE", e)
@dataclasses.dataclass(eq=False)
class S:
    x: int
print(type(hash(S(1))))

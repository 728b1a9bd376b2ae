# A special method set to None in a class body: CPython calls it (TypeError), or says
# the object is not iterable / reversible / a container / hashable.
def t(cls_body, fn):
    try:
        print(fn())
    except Exception as e:
        print(type(e).__name__, e)
class A: __add__ = None
t(0, lambda: A() + 1)
t(0, lambda: 1 + A())
class B: __radd__ = None
t(0, lambda: 1 + B())
class C: __contains__ = None
t(0, lambda: 1 in C())
class D: __bool__ = None
t(0, lambda: bool(D()))
class E: __neg__ = None
t(0, lambda: -E())
class F: __getitem__ = None
t(0, lambda: F()[0])
class G: __reversed__ = None
t(0, lambda: reversed(G()))
class H: __iadd__ = None
def f():
    h = H(); h += 1; return h
t(0, f)
class I: __ne__ = None
t(0, lambda: I() != I())
class J:
    def __eq__(s, o): return True
    __ne__ = None
t(0, lambda: J() != J())
class K: __call__ = None
t(0, lambda: K()())
class L: __str__ = None
t(0, lambda: str(L()))
class M: __repr__ = None
t(0, lambda: repr(M()))
class N: __format__ = None
t(0, lambda: format(N()))
class O: __index__ = None
t(0, lambda: [1,2][O()])
class P: __int__ = None
t(0, lambda: int(P()))
class Q: __len__ = None
t(0, lambda: len(Q()))
class R: __iter__ = None
t(0, lambda: list(R()))
class S: __next__ = None
class S2:
    def __iter__(s): return S()
t(0, lambda: list(S2()))
class T: __enter__ = None; __exit__ = None
def w():
    with T(): pass
t(0, w)
class U: __setitem__ = None
def su():
    u = U(); u[0] = 1
t(0, su)
class V: __lt__ = None
t(0, lambda: sorted([V(), V()]))
t(0, lambda: V() > V())
def fr():
    for x in R(): pass
t(0, fr)
t(0, lambda: [x for x in R()])
class LL(list): __iter__ = None
t(0, lambda: list(LL([1])))
class W: __len__ = None
t(0, lambda: bool(W()))
class X: __bool__ = None
def fx():
    if X(): return 1
t(0, fx)
class EqNone:
    __eq__ = None
t(0, lambda: EqNone() == EqNone())
t(0, lambda: EqNone() != 1)
t(0, lambda: hash(EqNone()))
t(0, lambda: EqNone() in [1, 2])
class HashNone:
    __hash__ = None
t(0, lambda: hash(HashNone()))
t(0, lambda: {HashNone()})
h = HashNone()
t(0, lambda: h == h)

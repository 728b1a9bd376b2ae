# conform20: a complex subclass takes its value from the constructor's arguments (__new__),
# whatever its own __init__ does; super().__init__(args) is refused as object.__init__ is.
class T(complex):
    def __init__(self, *a): pass
print(T(1, 2), T(3), T(), T('1+2j'), type(T(1)).__name__)
class U(complex):
    def __init__(self, x, y=0):
        self.tag = 'u'
u = U(1, 2); print(u, u.tag, u + 1, type(u).__name__, u == 1+2j, hash(u) == hash(1+2j))
class V(complex):
    def __init__(self, x, y=0):
        super().__init__(x, y)
try: V(1, 2)
except TypeError as e: print("TE", e)
class W(complex):
    def __init__(self, x, y=0):
        super().__init__()
        self.k = 1
w = W(4, 5); print(w, w.k)
class X(complex): pass
print(X(1, 2), X(), X(real=3), X(imag=2))
try: X('bad')
except ValueError as e: print("VE", e)
try: T('bad')
except ValueError as e: print("VE", e)
try: X(1, 2, 3)
except TypeError as e: print("TE", e)
print(complex(1, 2), complex('3j'), complex(real=1), complex())
try: complex(1, 2, 3)
except TypeError as e: print("TE", e)
try: complex('x')
except ValueError as e: print("VE", e)
import copy
t = T(1, 2); t.a = 5
print(copy.copy(t), copy.deepcopy(t).a, hasattr(complex, '_set_value'))
class Y(complex):
    def __new__(cls, v):
        return super().__new__(cls, v, v)
print(Y(3))

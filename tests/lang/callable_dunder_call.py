# staticmethod objects are callable (3.10+), classmethod/property objects are not, and
# functions, builtins and bound methods have a __call__ method-wrapper.
class C:
    @staticmethod
    def __sub__(x): return x
    @classmethod
    def __add__(cls, x): return (cls.__name__, x)
    @staticmethod
    def __call__(x): return x * 3
print(C() - 1)
print(C() + 1)
print(C()(2))
import functools
sm = staticmethod(lambda x: x + 1)
print(list(map(sm, [1, 2])))
print(sorted([3, 1, 2], key=staticmethod(lambda v: -v)))
class D:
    table = {'a': staticmethod(lambda: 'A')}
    def run(self): return self.table['a']()
print(D().run())
try: classmethod(len)(1)
except TypeError as e: print(e)
try: property(len)(1)
except TypeError as e: print(e)
print(callable(staticmethod(len)), callable(classmethod(len)), callable(property()))
def f(x): return x + 1
s = staticmethod(f)
try: print(s(1))
except Exception as e: print(type(e).__name__, e)
try: print(f.__call__(2))
except Exception as e: print(type(e).__name__, e)
c = classmethod(f)
try: print(c(1))
except Exception as e: print(type(e).__name__, e)
class C:
    @staticmethod
    def g(x): return x * 2
    h = g
    k = staticmethod(len)
print(C.g(3), C().g(4))
print(callable(s), callable(c), callable(f))
print(print.__call__("x"))
print((lambda: 5).__call__())
class D:
    def __call__(self, a): return a
print(D().__call__(7))
print(len.__call__([1,2]))
def f(*a, **k): return a, k
x = f
for i in range(5000): x = x.__call__
try: x(1)
except RecursionError: print("rec")
s = f
for i in range(5000): s = staticmethod(s)
try: s(1)
except RecursionError: print("rec")
print(f.__call__(1, b=2))
print(repr(f.__call__).split(' at ')[0])
print(repr(len.__call__).split(' at ')[0])
class C:
    def m(self): return 1
print(C().m.__call__())
print(repr(C().m.__call__).split(' at ')[0])
print(hasattr(f, '__call__'), hasattr(len, '__call__'), hasattr(1, '__call__'), hasattr(C(), '__call__'))
print(staticmethod(f)(3, k=1))
print(staticmethod(f).__call__(3))
# type's __call__ on classes: C.__call__(args), hasattr(int, '__call__')
class C:
    def __init__(self, x=0): self.x = x
try: print(repr(int.__call__('5')))
except BaseException as e: print(type(e).__name__ + ":", e)
try: print(repr(C.__call__(3).x))
except BaseException as e: print(type(e).__name__ + ":", e)
try: print(repr(hasattr(C, '__call__')))
except BaseException as e: print(type(e).__name__ + ":", e)
try: print(repr(hasattr(int, '__call__')))
except BaseException as e: print(type(e).__name__ + ":", e)
try: print(repr(callable(C)))
except BaseException as e: print(type(e).__name__ + ":", e)
import functools
p = functools.partial(max, 1)
try: print(repr(p.__call__(5)))
except BaseException as e: print(type(e).__name__ + ":", e)
try: print(repr(hasattr(p, '__call__')))
except BaseException as e: print(type(e).__name__ + ":", e)
try: print(repr((lambda: 1).__call__.__call__()))
except BaseException as e: print(type(e).__name__ + ":", e)
try: print(repr(print.__call__.__name__))
except BaseException as e: print(type(e).__name__ + ":", e)
try: print(repr(sorted.__call__([2, 1])))
except BaseException as e: print(type(e).__name__ + ":", e)

# The arithmetic natives of complex (stdlib/np_lib_complex.c): subclasses, bools, big ints,
# reflected operands of other types, unbound calls, argument errors and overflow fall back to
# or match the Python methods, as python3 prints them.
class C(complex):
    pass
class R:
    def __radd__(self, o): return 'radd'
    def __rmul__(self, o): return 'rmul'
c = C(1, 2)
print(type(c + 1), c + 1, type(1 + c), c * c, type(c * 2j), 2j * c, c / 2, abs(c), type(abs(c)))
print(1j + True, True + 1j, 1j * False, 1j - 2 ** 70, 2 ** 70 - 1j, (1 + 1j) / 2 ** 80, 1j / True)
print(1j + R(), 1j * R(), 3.5 - 1j, 2 - 1j, 1j - 2.5, (1j).__add__(2), complex.__mul__(2j, 3))
for f in [lambda: 1j + 'a', lambda: 'a' + 1j, lambda: 1j * [1], lambda: [1] * 1j, lambda: 1j / 0, lambda: 1j / 0j, lambda: 0 / 0j, lambda: complex.__add__(5, 1j), lambda: complex.__abs__(3), lambda: (1j).__add__(), lambda: (1j).__add__(1, 2), lambda: abs(complex(1e308, 1e308)), lambda: 1j / None]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print((1j).__add__('x'), (1j).__radd__([]), (1j).__truediv__(None))
z = 1 + 1j

print(sum([1j, 2, 3.5, 1 + 1j]), [abs(complex(3, 4)), abs(-2j), abs(complex(float('inf'), float('nan')))])
print(hash(c), c == 1 + 2j, repr(c * 1), 1j.real, (1j * 1j).imag, -(1 + 1j) * 2)
for f in [lambda: (1j).__add__(other=1), lambda: (1j).__abs__(1), lambda: (1j).__abs__(x=1), lambda: (1j).__mul__(1, y=2)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
class C2(complex):
    pass
import math
for z in [1j, complex(-0.0, 0.0), complex(math.inf, math.nan), C2(1, -2), 0j]:
    print(repr(-z), type(-z).__name__, repr(-(-z)))
try:
    complex.__neg__(3)
except TypeError as e:
    print(e)
try:
    (1j).__neg__(2)
except TypeError as e:
    print(e)

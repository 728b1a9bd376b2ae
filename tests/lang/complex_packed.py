# Complex values the natives make keep their parts in C (packed, stdlib/np_lib_complex.c
# CxPacked): arithmetic, comparisons, hashing, repr and the attribute and subclass paths.
import math
import cmath

nan = float('nan')
inf = float('inf')


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


z = complex(1.5, -2.0)
w = 3 - 4j
parts = [0.0, -0.0, 1.0, -2.5, nan, inf, -inf, 1e308]
for a in parts:
    for b in parts:
        c = complex(a, b)
        print(repr(c), str(c), c.real, c.imag, bool(c), repr(-c), repr(+c), repr(c.conjugate()))

# Arithmetic with int, float, bool, big int and complex operands, both orders.
for other in (2, -3, 2.5, -0.0, True, 0, 10 ** 20, 1j, complex(0, 0), complex(-0.0, 0.0), w):
    show('add', lambda: (z + other, other + z))
    show('sub', lambda: (z - other, other - z))
    show('mul', lambda: (z * other, other * z))
    show('div', lambda: z / other)
    show('rdiv', lambda: other / z)
    show('eq', lambda: (z == other, other == z, z != other, other != z))

# Division by zero and special values.
show('zdiv1', lambda: z / 0)
show('zdiv2', lambda: z / 0.0)
show('zdiv3', lambda: z / 0j)
show('zdiv4', lambda: 1 / complex(0.0, 0.0))
show('zdiv5', lambda: 1.5 / complex(-0.0, -0.0))
show('nandiv', lambda: z / complex(nan, 0.0))
show('infdiv', lambda: z / complex(inf, 1.0))
show('inf*', lambda: complex(inf, 0.0) * complex(0.0, 1.0))

# Powers: int, float and complex exponents, zero to negative powers, overflow.
for base in (z, w, 0j, complex(0.0, -0.0), 1j, complex(2.0, 0.0)):
    for e in (0, 1, 2, 3, -1, -2, 0.5, 2.0, -1.5, 1j, complex(2, 0), 100, -100, 101):
        show('pow', lambda: base ** e)
show('rpow', lambda: (2 ** z, 2.5 ** w, 0 ** z))
show('zero-neg', lambda: 0j ** -1)
show('zero-cpx', lambda: 0j ** 1j)
show('overflow', lambda: complex(1e200, 1e200) ** 2)
show('mod', lambda: pow(z, 2, 3))

# Hash agrees with int and float hashes; mixed ==.
print(hash(complex(1, 0)) == hash(1.0) == hash(1), hash(complex(0, 0)) == 0)
print(hash(complex(-1, 0)), hash(complex(2.5, -1.5)), hash(z) == hash(complex(1.5, -2.0)))
print(complex(3, 0) == 3, complex(3, 0) == 3.0, complex(3, 1) == 3, 2 ** 60 == complex(2 ** 60, 0))
print(complex(2 ** 53 + 1, 0) == 2 ** 53 + 1, complex(2.0 ** 53, 0) == 2 ** 53 + 1)
print(complex(1, 0) == True, {complex(1, 0): 'a'}.get(1), {1: 'b'}[complex(1, 0)])
print(z == 'x', z != None, z in [1, 2, complex(1.5, -2.0)])

# Ordering raises TypeError with CPython's message.
import operator
for op in (operator.lt, operator.le, operator.gt, operator.ge):
    show(op.__name__, lambda: op(z, w))
    show(op.__name__ + 'f', lambda: op(z, 1.0))
    show(op.__name__ + 'r', lambda: op(1, z))

# abs, including overflow of finite parts.
print(abs(w), abs(complex(inf, nan)), abs(complex(nan, 1.0)))
show('absover', lambda: abs(complex(1e308, 1e308)))

# Construction.
print(complex(z) is z, complex(), complex(2), complex(2.5), complex(1, 2), complex(-0.0, -0.0))
print(complex('1+2j'), complex(' (3-4j) '), complex(real=1, imag=2), complex(z, 1), complex(1, z))
show('bad', lambda: complex('x'))
show('bad2', lambda: complex(None))
show('bad3', lambda: complex(1, '2'))
show('bad4', lambda: complex(1, 2, 3))
print(complex(True, False), complex(10 ** 20), type(complex(10 ** 20)).__name__)

# Attributes: read-only parts, no other attributes.
show('setreal', lambda: setattr(z, 'real', 1.0))
show('getfoo', lambda: z.foo)
print(z.real, z.imag, getattr(z, 'imag'), hasattr(z, 'foo'), z.real + z.imag)
print(z.__getnewargs__(), format(z, '.3f'), format(z, '>20'), f'{w:+.1e}', f'{-0.0j}')

# Subclasses keep the Python paths.
class C(complex):
    def __repr__(self):
        return 'C' + complex.__repr__(self)


c = C(1, 2)
print(repr(c), c.real, c.imag, type(c + 1).__name__, c + 1, c * c, -c, abs(c), c == complex(1, 2))
print(hash(c) == hash(complex(1, 2)), bool(C(0, 0)), c.conjugate(), complex(c), type(complex(c)).__name__)

# cmath takes complex values directly.
for f in (cmath.sqrt, cmath.exp, cmath.log, cmath.sin, cmath.phase, cmath.polar, cmath.isfinite):
    print(f.__name__, f(z), f(w), f(c))
print(cmath.exp(complex(800, 1)) if False else cmath.rect(2, math.pi / 2))

# Many values at once (the collector sees only packed leaves).
acc = 0j
vals = [complex(i, -i) for i in range(2000)]
for i, v in enumerate(vals):
    acc = acc + v * 1j - v / (i + 1)
print(acc, sum(vals), len({v for v in vals}), sorted(vals, key=abs)[:3])

# copy and deepcopy of packed values and of subclass instances.
import copy


class T(complex):
    pass


t = T(1, 2)
t.tag = 'x'
print(copy.copy(z), copy.deepcopy(z), copy.deepcopy([z, z, t]), copy.copy(t), copy.copy(t).tag)
print(copy.copy(z) == z, copy.deepcopy({'k': [1j, -1j]}), copy.copy(z) + 1, hash(copy.copy(z)) == hash(z))
print(hasattr(z, 'real'), hasattr(z, 'foo'), T(3, 4) + 1, T(3, 4).conjugate())

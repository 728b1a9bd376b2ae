# The builtin complex (a Nearly Python class made on first use) and imaginary literals: reprs,
# arithmetic with int/float/complex to the bit, powers, parsing, formatting and errors.
import math
vals = [0j, 1j, -1j, 1+2j, -3.5-0.25j, 1e300+1e300j, 1e-320j, complex(-0.0, 0.0), complex(0.0, -0.0), complex(-0.0, -0.0),
        complex(math.inf, 1), complex(1, math.nan), complex(math.nan, math.inf), 2+0j, 0.1+0.2j]
for v in vals:
    print(repr(v), str(v), v.real, v.imag, v.conjugate(), bool(v), hash(v) if v == v else "nan", -v, +v)
for a in vals[:10]:
    for b in [1+2j, 3, 2.5, -1j, 0.5-0.5j]:
        print(a + b, a - b, a * b, a / b, b + a, b - a, b * a, b / a if a else 'zero', a == b)
for a in [1+1j, 2-3j, 0.5j, -2+0j, 1e10+1j]:
    for e in [0, 1, 2, 3, -1, -2, 0.5, 2.5, 1j, 1+1j, 101, -3.0]:
        try:
            print(a, e, a ** e, e ** a if not isinstance(e, complex) or True else '')
        except (ZeroDivisionError, OverflowError) as x:
            print(type(x).__name__, x)
for s in ['1+2j', ' (3-4j) ', '5j', '-j', '+j', 'j', '1e3-2.5e-2J', 'inf+nanj', '-infj', '1_000+2_0j', '3', '.5j', '1.+.2j',
          'abc', '1+', '1 + 2j', '(1+2j', '', '2j+1', '1+2', '--1j', '1__0j', 'infinityj', 'nan']:
    try:
        print(repr(s), complex(s))
    except ValueError as e:
        print(repr(s), 'ValueError', e)
for args in [(1, 2), (1.5,), (), (1j, 1j), (True, False), (2, 1+1j), (1+1j, 2)]:
    print(args, complex(*args))
for bad in [(None,), ('1', 2), (1, '2'), ([],), (1, None)]:
    try:
        complex(*bad)
    except TypeError as e:
        print('TypeError', e)
for spec in ['', '.2f', '10', '<12', '+.3e', 'g', '.3', '^20.1f', '+', ' ', 'F']:
    print(repr(format(1.5+2.25j, spec)), repr(format(-2j, spec)), repr(format(3+0j, spec)))
for bad in ['d', 's', '=10']:
    try:
        format(1j, bad)
    except ValueError as e:
        print('ValueError', e)
try:
    1j // 2
except TypeError as e:
    print('TypeError', e)
try:
    1 / 0j
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
try:
    0j ** -1
except ZeroDivisionError as e:
    print('ZeroDivisionError', e)
try:
    (1j).__pow__(2, 3)
except ValueError as e:
    print('ValueError', e)
try:
    1j < 2j
except TypeError as e:
    print('TypeError', e)
try:
    abs(complex(1e308, 1e308))
except OverflowError as e:
    print('OverflowError', e)
print(abs(-3j), abs(complex(math.inf, math.nan)), 1j * 1j, sum([1j, 2j, 3]), type(1j).__name__, 1j != 1, 1j == 'x', 2 == 2+0j, 2.5 != 2.5+0j)
print(sorted([3+1j, 1+1j], key=abs), {1+0j: 'a'}[1], [x * 1j for x in range(3)], f'{2-1j}', str(1j), '%s %r' % (1j, 2j))
print(isinstance(1j, complex), complex.__name__, repr(complex))
z = 0j
c = -0.5+0.5j
for _ in range(20):
    z = z * z + c
print(z, abs(z) < 2)
z = 1 + 2j
for attr in ['real', 'imag']:
    try:
        setattr(z, attr, 5.0)
    except AttributeError as e:
        print('AttributeError', e)
print(z, z.real, z.imag)

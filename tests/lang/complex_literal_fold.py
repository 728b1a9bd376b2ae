# Signed imaginary literals and `number +- imaginary` compile to one complex(re, im) call
# (compiler/np_compexpr.c compile_complex_fold): the parts, signed zeros included, must be what
# the run-time operators give. Also the reflected operators of packed values (a number on the
# left of a complex or Decimal: vm/np_ops.c packed_reflected) and hashing through a native
# __hash__ memo.
from decimal import Decimal

vals = [-2j, +2j, 1 + 2j, 1 - 2j, -1 - 2j, -1.5 + 0j, -0.0 + 0j, 0.0 - 0j, -0.0 - 0j, 1 - 0j,
        2 ** 53 + 1j, 2 ** 60 + 1j, -(2 ** 53) - 1j, 1.5e308 + 1e308j, -(0j), -0j, +0j, - -1j,
        True + 1j, 1e400j - 1e400j if False else 0j, -1e400j, 5 - -1j, 0.1 + 0.2j]
for v in vals:
    print(repr(v), repr(v.real), repr(v.imag))
x = 3
print(x + 1 + 2j, 1 + 2j + x, x * (1 - 1j), [1 + 1j, 2 - 2j], {1j: -1j})


def twiddle(k, n):
    return -2j * 3.14 * k / n


print(twiddle(1, 8), twiddle(0, 1), twiddle(3, 4) == -2j * 3.14 * 3 / 4)
try:
    print(10 ** 400 + 1j)
except OverflowError as e:
    print('OverflowError', e)

# A number on the left of a packed value.
z = complex(1.5, -2.0)
for a in (2, -3, 0, 2.5, -0.0, 10 ** 30, True):
    for name, f in (('+', lambda: a + z), ('-', lambda: a - z), ('*', lambda: a * z),
                    ('/', lambda: a / z), ('**', lambda: a ** z), ('%', lambda: a % z),
                    ('@', lambda: a @ z), ('//', lambda: a // z)):
        try:
            print(name, repr(f()))
        except Exception as e:
            print(name, type(e).__name__, e)
d = Decimal('1.5')
for a in (2, -3, 0, 2.5, 10 ** 30):
    for name, f in (('+', lambda: a + d), ('-', lambda: a - d), ('*', lambda: a * d),
                    ('/', lambda: a / d), ('%', lambda: a % d), ('<', lambda: a < d)):
        try:
            print(name, repr(f()))
        except Exception as e:
            print(name, type(e).__name__, e)

# Hashes through the class memo stay right, and a class that replaces __hash__ later wins.
print([hash(complex(i, -i)) for i in range(5)], hash(d), hash(Decimal('2')) == hash(2))
print(len({complex(i % 7, 0) for i in range(50)} | {1, 2.0, 3}), {1.0: 'a', 1 + 0j: 'b'})


class H(complex):
    pass


print(hash(H(1, 2)) == hash(1 + 2j))
H.__hash__ = lambda self: 42
print(hash(H(1, 2)), hash(1 + 2j) == hash(complex(1, 2)))
del H.__hash__
print(hash(H(1, 2)) == hash(1 + 2j))

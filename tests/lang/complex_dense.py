# The builtin complex pinned densely: construction from strings (valid forms and every error
# message), numbers and pairs; +, -, *, / and ** on all pairs of special values (signed zeros,
# infinities, nan, huge, tiny), small integer powers, hash, repr and format specs; all shown bit
# for bit with the sign of zero.
import math

inf = math.inf
nan = math.nan


def show(v):
    if isinstance(v, complex):
        return '%r,%r' % (v.real, v.imag)
    return repr(v)


def cell(f):
    try:
        return show(f())
    except (ValueError, OverflowError, ZeroDivisionError, TypeError) as e:
        return type(e).__name__ + ':' + str(e)


strs = ['0', '-0', '+0j', '-0j', '-0-0j', '0-0j', '-0+0j', '1', '1j', 'J', '-J', '+1.5J', '1e5',
        '1E+5j', '1e-5-1e-5j', '.5', '5.', '5.j', '.j', '1.e2j', 'inf', '-inf', 'INF', 'Infinity',
        '-infinityj', 'nan', '-nan', 'NaNj', '+nanj', 'nan+nanj', 'inf-infj', '1+infj', '(1)',
        '( 1+1j )', '((1))', '(1', '1)', '()', '( )', ' ', '\t1j\n', '1 j', '1+ 1j', '1 +1j', '1+1',
        '1j+1', '1+1j+1', '1+1jj', 'jj', '1e', '1e+', 'e5', '1.2.3', '1..2', '+', '-', '+-1',
        '1+-1j', '1-+1j', '1_0', '1_0j', '1__0', '_1', '1_', '1_.5', '1._5', '1e_5', '1e5_0',
        '0x10', '1l', 'i', '1i', '\u0661', '١+٢j', '1\x00', 'infj+1', 'nanjj', '1e400', '-1e400j',
        '1e-400', '4.9e-324j', '0.1+0.2j', '1' * 30 + 'j']
for s in strs:
    print(repr(s), cell(lambda: complex(s)))
for args in [(1, 2), (1.5, -0.0), (-0.0,), (0.0, -0.0), (-0.0, -0.0), (1j, 1j), (1j, -0.0),
             (complex(-0.0, 0.0), 0.0), (2, 1 + 1j), (1 + 1j, 2), (True, 3), (2 ** 60, 1),
             (complex(1, -0.0),), (-0.0, 1j), (-0.0, complex(-0.0, -0.0)), (inf, nan), (nan, inf)]:
    print(args, cell(lambda: complex(*args)))
for bad in [(None,), ('1', 2), (1, '2'), ([],), (1, None), ('1', None), (b'1',),
            (10 ** 400,), (1, 10 ** 400)]:
    print(cell(lambda: complex(*bad)))
print(cell(lambda: complex(real=1, imag=2)), cell(lambda: complex(imag=3)))
sv = [0.0, -0.0, 1.0, -1.0, 2.5, inf, -inf, nan, 1e308, 5e-324]
zs = [complex(a, b) for a in sv for b in sv]
others = [0, 1, -2, 0.0, -0.0, 2.5, inf, nan, 1j, complex(-0.0, -1.0), complex(3, 4),
          complex(inf, 1.0), complex(0.0, 1e-320), complex(1e300, 1e300)]
for z in zs:
    out = [show(z), repr(z), str(z), str(hash(z)) if z == z else 'nanhash', show(-z), show(+z), show(z.conjugate()),
           str(bool(z)), cell(lambda: abs(z))]
    for w in others:
        out.append(cell(lambda: z + w) + '|' + cell(lambda: w + z) + '|' + cell(lambda: z - w)
                   + '|' + cell(lambda: w - z) + '|' + cell(lambda: z * w) + '|'
                   + cell(lambda: w * z) + '|' + cell(lambda: z / w) + '|' + cell(lambda: w / z)
                   + '|' + str(z == w) + str(z != w))
    print(' '.join(out))
for z in zs[::3] + [complex(1, 1), complex(0.5, -2), complex(-1, 0), complex(0, 1), 1e-200j]:
    out = []
    for e in [0, 1, 2, 3, 7, -1, -2, -5, 100, 101, -100, 0.0, 2.0, -3.0, 0.5, -0.5, 1j, -1j,
              complex(2, 0), complex(0.5, 0.5), 1e300, True]:
        out.append(cell(lambda: z ** e))
        out.append(cell(lambda: e ** z))
    print(show(z), ' '.join(out))
specs = ['', 'g', '.0f', '.3e', '+.2f', ' .1g', '>20', '<20.3', '^25.2e', '*^30', 'G', 'E', 'F',
         '+', '-', ' ', '15', ',.2f', '#g', '.0', '=10', 'x', 'd', 's', 'c']
for z in [0j, complex(-0.0, 0.0), complex(0.0, -0.0), 1 + 2j, -1.5e20 - 3.25e-5j, 1234567.891j,
          complex(inf, nan), complex(-inf, -inf), complex(nan, 1)]:
    print(show(z), ' '.join(cell(lambda: format(z, s)) for s in specs))
for z in [1j, 1 + 0j, complex(1, -0.0), complex(-0.0, -0.0), complex(nan, 0), complex(-1, nan)]:
    print(show(z), z == 1, z == 1.0, z == 1j, z == True, z == 'a', z == None, 1 == z, z != 1,
          hash(z) == hash(z.real) if z.imag == 0 and z == z else None)
print(hash(complex(1e300, 1e300)), hash(complex(-1, 0)), hash(complex(0, -1)),
      hash(complex(2 ** 61 - 1, 3)), hash(complex(1.5, -2.5)), hash(complex(-1, 1)))
# == with ints beyond the float range is False (no OverflowError), and exact for big ints.
print(1j == 10 ** 400, (1 + 0j) == 10 ** 400, 10 ** 400 == 2j, (2 ** 53 + 1) == complex(2 ** 53, 0),
      complex(2 ** 53) == 2 ** 53 + 1, complex(2 ** 53) != 2 ** 53, 10 ** 400 != 1j)

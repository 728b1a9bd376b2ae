# complex ** small integral exponents (the native fast path of np_lib_complex.c) against the
# general path: ints, integral floats and complex exponents with a zero imaginary part in
# [-100, 100], just outside it, zero bases, overflow, and the errors, bit for bit.
import math

def show(v):
    return '%r,%r' % (v.real, v.imag) if isinstance(v, complex) else repr(v)

def cell(f):
    try:
        return show(f())
    except (ZeroDivisionError, OverflowError, ValueError, TypeError) as e:
        return type(e).__name__ + ':' + str(e)

bases = [1j, complex(1.0001, -0.0002), complex(-0.0, -0.0), 0j, complex(0.5, 0.5), complex(1e200, 1e-200),
         complex(math.inf, 0.0), complex(math.nan, 1.0), complex(-3, 4), complex(1e-200, 1e-200)]
exps = [0, 1, 2, 3, 4, 5, 17, 64, 99, 100, 101, -1, -2, -3, -64, -100, -101, 2.0, -2.0, 100.0, 100.5,
        complex(2, 0), complex(2, -0.0), complex(-1, 0), complex(2, 1e-300), True, False, 2 ** 70]
for b in bases:
    print(show(b), ' '.join(cell(lambda: b ** e) for e in exps))
print(cell(lambda: pow(1j, 2)), cell(lambda: (1j).__pow__(2, None)), cell(lambda: (1j).__pow__(2, 3)),
      cell(lambda: (1j).__pow__()), cell(lambda: (1j).__pow__('a')), cell(lambda: 1j ** 'a'),
      cell(lambda: (1j).__pow__(1, 2, 3)))

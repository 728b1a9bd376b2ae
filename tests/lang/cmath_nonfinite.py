# cpython: skip
# cmath's functions other than phase/polar/isfinite/isinf/isnan/isclose raise ValueError for an
# infinite or nan part (CPython's special-value tables are not provided), never a wrong value.
import cmath
for name in ['sqrt', 'exp', 'log', 'cos', 'tanh', 'acosh']:
    try:
        getattr(cmath, name)(complex(cmath.inf, 1))
    except ValueError as e:
        print(name, 'ValueError', e)
try:
    cmath.rect(cmath.inf, 1)
except ValueError as e:
    print('rect ValueError', e)
print(cmath.polar(cmath.infj), cmath.phase(complex(-cmath.inf, 0)), cmath.isinf(cmath.infj))

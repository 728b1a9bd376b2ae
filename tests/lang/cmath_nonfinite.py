# cmath's functions with an infinite or nan part give CPython's special values (see
# tests/lang/cmath_special.py for the full grid), ValueError where CPython raises it.
import cmath
for name in ['sqrt', 'exp', 'log', 'cos', 'tanh', 'acosh']:
    try:
        print(name, getattr(cmath, name)(complex(cmath.inf, 1)))
    except ValueError as e:
        print(name, 'ValueError', e)
for args in [(cmath.inf, 1), (cmath.inf, cmath.inf), (0.0, cmath.nan)]:
    try:
        print('rect', cmath.rect(*args))
    except ValueError as e:
        print('rect ValueError', e)
print(cmath.polar(cmath.infj), cmath.phase(complex(-cmath.inf, 0)), cmath.isinf(cmath.infj))

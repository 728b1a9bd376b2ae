# cmath over the builtin complex: every function on finite arguments (to the bit), phase/polar/rect,
# isclose, constants, errors; and a negative float to a fractional power giving a complex.
import cmath, math
vals = [0j, 1+0j, -1+0j, 1j, -1j, 2+3j, -2.5+0.5j, 0.5-0.25j, 1e-5+1e-5j, 1e-310+1e-310j, 3, -4.0, 0.999+0.001j,
        1e200+1e200j, -1e300-1e300j, 1e154+1j, 700+1j, -710+2j, 1+1e-200j, 0.75+0.5j, 1.5, -0.0+0j, complex(-0.0, -0.0)]
funcs = ['sqrt', 'exp', 'log', 'log10', 'acos', 'acosh', 'asin', 'asinh', 'atan', 'atanh', 'cos', 'cosh', 'sin', 'sinh', 'tan', 'tanh']
for name in funcs:
    f = getattr(cmath, name)
    for v in vals:
        try:
            r = f(v)
            print(name, v, r)
        except (ValueError, OverflowError) as e:
            print(name, v, type(e).__name__, e)
for v in vals:
    print(cmath.phase(v), cmath.polar(v), cmath.isfinite(v), cmath.isinf(v), cmath.isnan(v))
for r, phi in [(1, 0), (2, math.pi / 3), (1.5, -0.0), (0, 1), (-1, 2)]:
    print(cmath.rect(r, phi))
print(cmath.log(8, 2), cmath.log(1j, 10), cmath.log(-1, 1j))
try:
    cmath.log(5, 1)
except ValueError as e:
    print('ValueError', e)
print(cmath.isclose(1+1j, 1+1.0000000001j), cmath.isclose(1j, 1.1j, rel_tol=0.2), cmath.isclose(0j, 1e-10j, abs_tol=1e-9), cmath.isclose(cmath.infj, cmath.infj))
try:
    cmath.isclose(1, 2, rel_tol=-1)
except ValueError as e:
    print('ValueError', e)
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.infj, cmath.nan, cmath.nanj)
print(cmath.isinf(cmath.infj), cmath.isnan(cmath.nanj), cmath.isfinite(1e308j))
try:
    cmath.sqrt('x')
except TypeError as e:
    print('TypeError', e)
roots = [cmath.exp(2j * cmath.pi * k / 5) for k in range(5)]
print(roots, sum(roots))
a, b, c = 1, 2, 5
d = cmath.sqrt(b * b - 4 * a * c)
print((-b + d) / (2 * a), (-b - d) / (2 * a))
print((-8) ** 0.5, (-2.0) ** 1.5, (-1) ** (1/3))

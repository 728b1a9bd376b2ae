# cmath pinned densely: every function on all pairs of 26 part values (signed zeros, infinities,
# nan, subnormals, the largest float, values next to 1 and -1 on the branch cuts, overflow edges
# of exp/cosh), plus 1500 random points with exponents over the whole float range; results shown
# bit for bit (repr of both parts, so the sign of a zero shows) and errors by type and message.
import cmath, math, random

inf = math.inf
nan = math.nan
vals = [0.0, -0.0, inf, -inf, nan, 1.0, -1.0, 1.0 + 2.0 ** -52, 1.0 - 2.0 ** -53,
        -1.0 - 2.0 ** -52, 5e-324, -5e-324, 2.2250738585072014e-308, 1e-200, 1e-20, 0.5, 2.0,
        -3.0, 709.0, 711.0, -711.0, 1e154, 1e200, 1.7976931348623157e308, -1e308,
        3.141592653589793]
names = ['sqrt', 'exp', 'log', 'log10', 'acos', 'acosh', 'asin', 'asinh', 'atan', 'atanh', 'cos',
         'cosh', 'sin', 'sinh', 'tan', 'tanh', 'phase', 'polar', 'isinf', 'isnan', 'isfinite']
funcs = [getattr(cmath, n) for n in names]


def show(v):
    if isinstance(v, complex):
        return '%r,%r' % (v.real, v.imag)
    if isinstance(v, tuple):
        return '(' + ';'.join(show(p) for p in v) + ')'
    return repr(v)


def cell(f, *args):
    try:
        return show(f(*args))
    except (ValueError, OverflowError, ZeroDivisionError) as e:
        return type(e).__name__ + ':' + str(e)


def row(z):
    return ' '.join(cell(f, z) for f in funcs)


for x in vals:
    for y in vals:
        z = complex(x, y)
        print(show(z), row(z))
        print('  rect', cell(cmath.rect, x, y), 'log2', cell(cmath.log, z, 2.0),
              'logz', cell(cmath.log, 3.0, z), 'logi', cell(cmath.log, z, 1j))
random.seed(1234)
for i in range(1500):
    parts = []
    for k in range(2):
        u = random.random()
        if u < 0.1:
            parts.append(random.choice(vals))
        else:
            m = random.uniform(-1.0, 1.0)
            e = random.randint(-1074, 1024) if u < 0.4 else random.randint(-30, 30)
            parts.append(math.ldexp(m, e))
    z = complex(parts[0], parts[1])
    print(show(z), row(z))
# Python numbers and objects as arguments, and the argument errors.
class F:
    def __float__(self):
        return 0.25
class C:
    def __complex__(self):
        return 1 - 1j
for a in [2, -3, True, 0.5, F(), C(), 2 ** 80]:
    print(row(a))
for bad in ['1', None, [1]]:
    for f in (cmath.sqrt, cmath.phase, cmath.isnan):
        try:
            f(bad)
        except TypeError as e:
            print('TypeError', e)
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.nan, cmath.infj, cmath.nanj)
for a, b, kw in [(1, 1 + 1e-10j, {}), (1j, 1.0000001j, {'rel_tol': 1e-6}), (0j, 1e-300j, {}),
                 (0j, 1e-300j, {'abs_tol': 1e-200}), (complex(inf, 1), complex(inf, 1), {}),
                 (complex(inf, 1), complex(inf, 2), {}), (nan, nan, {}), (1, 2, {'rel_tol': 0.6})]:
    print(cmath.isclose(a, b, **kw))
for kw in [{'rel_tol': -1.0}, {'abs_tol': -1e-9}]:
    try:
        cmath.isclose(1, 1, **kw)
    except ValueError as e:
        print('ValueError', e)

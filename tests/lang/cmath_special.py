# cmath with infinite and nan parts: CPython's special values (C99 Annex G through libm, with
# CPython's own choices in the cells the standard leaves open), ValueError where C99 says
# "invalid", and rect's own table; every function on the 7 x 7 grid of part classes.
import cmath

inf = float("inf")
nan = float("nan")
vals = [-inf, -2.0, -0.0, 0.0, 2.0, inf, nan]


def show(v):
    if isinstance(v, complex):
        return "(%r,%r)" % (v.real, v.imag)
    if isinstance(v, tuple):
        return "(%s)" % ",".join(show(p) for p in v)
    return repr(v)


def cell(f, *args):
    try:
        return show(f(*args))
    except (ValueError, OverflowError) as e:
        return type(e).__name__ + ":" + str(e)


for name in ["sqrt", "exp", "log", "log10", "cos", "sin", "tan", "cosh", "sinh", "tanh", "acos",
             "asin", "atan", "acosh", "asinh", "atanh", "phase", "polar", "isinf", "isnan",
             "isfinite"]:
    f = getattr(cmath, name)
    print(name)
    for x in vals:
        print("  ", " ".join(cell(f, complex(x, y)) for y in vals))
for r in vals:
    print("rect", r, " ".join(cell(cmath.rect, r, p) for p in vals))
print(cell(cmath.log, complex(inf, 1.0), 10), cell(cmath.log, 5, complex(nan, 0.0)))
print(cell(cmath.sqrt, cmath.infj), cell(cmath.exp, cmath.nanj), cell(cmath.cos, inf))
print(cell(cmath.log, 0), cell(cmath.exp, 1000.0), cell(cmath.atanh, 1.0))
print(cell(cmath.sinh, complex(1e308, 2.0)), cell(cmath.sqrt, complex(1e300, -1e300)))

# float(), int(), math.trunc/floor/ceil and round() of Decimals: the native __float__ and __int__
# (stdlib/np_lib_decimal.c) and the Python paths they leave big values to, against CPython.
import math
from decimal import Decimal as D
vals = ["0", "-0", "1.5", "-1.5", "0.1", "2.675", "123456789012345678", "-9.99", "1E+3", "1E-7", "0.3333333333333333333",
        "1e-400", "-1e-400", "5E-324", "2.4703282292062327208828439643e-324", "1.7976931348623157e308", "9007199254740993",
        "-0.000", "1E+18", "12345678901234567890123", "7E-20", "1e999"]
for v in vals:
    d = D(v)
    out = []
    for f in (float, int, math.trunc, math.floor, math.ceil, round, lambda x: round(x, 1)):
        try:
            out.append(repr(f(d)))
        except Exception as e:
            out.append(type(e).__name__ + ": " + str(e))
    print(v, out)

# round() with and without digits, negative digits, other context roundings, odd arguments.
from decimal import localcontext, ROUND_HALF_UP, Inexact
for v in vals[:14] + ["2.5", "3.5", "-2.5", "0.125", "1234.5", "99.995"]:
    d = D(v)
    out = []
    for n in (None, 0, 1, 2, -1, -2, 5):
        try:
            out.append(repr(round(d, n) if n is not None else round(d)))
        except Exception as e:
            out.append(type(e).__name__ + ": " + str(e))
    print(v, out)
with localcontext(rounding=ROUND_HALF_UP) as ctx:
    print(round(D("2.675"), 2), round(D("2.5")), round(D("-0.125"), 2), ctx.flags[Inexact])
for f in (lambda: round(D("1.5"), 1.5), lambda: round(D("1.5"), "1"), lambda: round(D("1e30"), 2),
          lambda: round(D("12345678901234567.5"), -20), lambda: round(D("1.5"), True)):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

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

# + and - of Decimals with the same exponent (stdlib/np_lib_decimal.c small_add adds the
# coefficients unshifted): rounding to small precisions in every mode, carries, zero results
# and their sign, and the largest packed coefficients.
from decimal import (Decimal, localcontext, ROUND_DOWN, ROUND_UP, ROUND_HALF_UP, ROUND_HALF_DOWN,
                     ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR, ROUND_05UP, Inexact, Rounded)

pairs = [("1.25", "3.50"), ("999.99", "0.01"), ("-5.55", "5.55"), ("5.55", "-5.56"),
         ("123456789.12", "987654321.99"), ("9223372036854775807", "9223372036854775807"),
         ("-9223372036854775807", "1"), ("0.00", "-0.00"), ("-0.00", "-0.00"), ("12345", "-12344"),
         ("9.99", "0.05"), ("4.45", "0.05"), ("2.55", "-0.05"), ("1E+5", "3E+5")]
for mode in (ROUND_DOWN, ROUND_UP, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,
             ROUND_CEILING, ROUND_FLOOR, ROUND_05UP):
    for prec in (2, 3, 5, 28):
        with localcontext() as ctx:
            ctx.prec = prec
            ctx.rounding = mode
            out = []
            for a, b in pairs:
                x, y = Decimal(a), Decimal(b)
                out.append("%s %s" % (x + y, x - y))
            print(mode, prec, " | ".join(out), ctx.flags[Inexact], ctx.flags[Rounded])
with localcontext() as ctx:
    ctx.prec = 3
    ctx.traps[Inexact] = True
    try:
        print(Decimal("1.23") + Decimal("4.56"), Decimal("9.99") + Decimal("0.01"))
        print(Decimal("99.9") + Decimal("0.2"))
    except Inexact:
        print("Inexact")

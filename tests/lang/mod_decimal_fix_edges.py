# Results near the context's exponent limits (stdlib/np_lib_decimal.c small_fix's shortcut
# covers only exponents well inside [Emin, Emax - 38]): overflow, clamping, and
# coefficients at the precision's edge, each with its flags. Overflow stays trapped (an infinite
# result and subnormal ones are left-out features: NotImplementedError).
from decimal import (Decimal, localcontext, Overflow, Subnormal, Clamped, Inexact, Rounded,
                     Underflow)

SIGNALS = (Overflow, Subnormal, Clamped, Inexact, Rounded, Underflow)


def run(prec, emin, emax, clamp, cases):
    with localcontext() as ctx:
        ctx.prec, ctx.Emin, ctx.Emax, ctx.clamp = prec, emin, emax, clamp
        for s in SIGNALS[1:]:
            ctx.traps[s] = False
        for a, op, b in cases:
            ctx.clear_flags()
            x, y = Decimal(a), Decimal(b)
            try:
                r = x + y if op == "+" else x - y if op == "-" else x * y if op == "*" else abs(x)
                print(prec, emin, emax, clamp, a, op, b, "=", r,
                      [s.__name__ for s in SIGNALS if ctx.flags[s]])
            except Exception as e:
                print(prec, emin, emax, clamp, a, op, b, type(e).__name__)


cases = [("1E+60", "+", "1E+60"), ("9E+59", "*", "2"), ("1E+61", "-", "1E+61"),
         ("12E+58", "+", "3E+58"), ("1E-60", "+", "1E-60"),
         ("99E+61", "+", "1E+61"), ("5E+61", "*", "20"), ("123", "+", "877"), ("99999", "+", "1"), ("-1E+60", "a", "0"),
         ("1E+62", "+", "1E+62"), ("1E+21", "*", "1E+21"), ("12345E+40", "+", "1E+40")]
for prec in (3, 5, 19, 20, 28):
    for clamp in (0, 1):
        run(prec, -62, 62, clamp, cases)
run(28, -999999, 100, 0, [("1E+61", "+", "1E+61"), ("1E+62", "+", "1E+62"), ("1E+63", "+", "0")])
run(28, -999999, 100, 1, [("1E+73", "+", "0"), ("1E+72", "+", "1E+72"), ("1E+74", "+", "0")])

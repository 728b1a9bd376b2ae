# Decimal natives: every rounding mode name (dec_rounding picks a name by its length and one
# letter), an invalid rounding, and coefficients at each power-of-ten boundary of 64 bits (the
# loop-free digit count nd64), through +, -, *, /, quantize and comparisons.
from decimal import Decimal, getcontext, localcontext, InvalidOperation

MODES = ["ROUND_DOWN", "ROUND_HALF_UP", "ROUND_HALF_EVEN", "ROUND_CEILING", "ROUND_FLOOR",
         "ROUND_UP", "ROUND_HALF_DOWN", "ROUND_05UP"]
for mode in MODES:
    with localcontext() as ctx:
        ctx.rounding = mode
        ctx.prec = 9
        row = []
        for text in ["1.234565", "-1.234565", "2.5", "-2.5", "1.05", "0.000015", "99999.995"]:
            d = Decimal(text)
            row.append(str(d + Decimal("0.0000001")))
            row.append(str(d.quantize(Decimal("0.01"))))
            row.append(str(d / 7))
        print(mode, " ".join(row))

for bad in ["ROUND_HALF_ODD", "ROUND_DOWNS", "round_up", "ROUND_0UP", "ROUND_HALF_EVEM"]:
    try:
        getcontext().rounding = bad
    except TypeError as exc:
        print("TypeError", exc)

getcontext().rounding = "ROUND_HALF_EVEN"
for k in range(0, 21):
    for delta in (-1, 0, 1):
        n = 10 ** k + delta
        if n < 0:
            continue
        d = Decimal(n)
        print(k, delta, d + 1, d * 3, -d - Decimal("0.5"), Decimal(n) / 10 ** k, d > 10 ** k,
              (d * Decimal("1.1")).quantize(Decimal("1")) if k < 18 else "-")
for bits in (63, 64):
    n = 2 ** bits - 1
    print(bits, Decimal(n) + 1, Decimal(n) * 7, Decimal(n) - Decimal("0.5"))
with localcontext() as ctx:
    ctx.prec = 3
    try:
        ctx.rounding = 7
    except TypeError as exc:
        print("TypeError", exc)
    print(Decimal("12345") + 0, Decimal("99950") * 1)

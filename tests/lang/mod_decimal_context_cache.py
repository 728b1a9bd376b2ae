# The natives remember the context fields they last read (stdlib/np_lib_decimal.c ctx_cached):
# a field replaced in place (same key, no new entry), a rounding name that is another str object
# with the same text, switching contexts and back, and localcontext must all take effect at once.
from decimal import (Decimal, getcontext, setcontext, localcontext, Context, ROUND_DOWN,
                     ROUND_UP, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR, Inexact)

a = Decimal("2") / Decimal("3")
print(a)
ctx = getcontext()
ctx.prec = 5
print(Decimal("2") / Decimal("3"), Decimal("1.23456789") + 0, abs(Decimal("-9.87654321")))
ctx.prec = 7
print(Decimal("2") / Decimal("3"), Decimal("1.23456789") * 1)
ctx.rounding = ROUND_DOWN
print(Decimal("2") / Decimal("3"), Decimal("1.23456789") - 0)
# The same name as another object (not the module's constant).
ctx.rounding = "ROUND_" + "UP"
print(Decimal("2") / Decimal("3"), Decimal("1.23456781") - 0)
ctx.rounding = "".join(["ROUND_", "CEIL", "ING"])
print(Decimal("-2") / Decimal("3"), Decimal("2") / 3)
ctx.rounding = ROUND_FLOOR
print(Decimal("-2") / Decimal("3"), Decimal("2") / 3, Decimal(1) - Decimal(1))
ctx.rounding = ROUND_HALF_EVEN
ctx.Emax = 3
try:
    print(Decimal("9999") * 10)
except Exception as e:
    print(type(e).__name__)
ctx.Emax = 999999
ctx.Emin = -2
ctx.clamp = 1
print(Decimal("1.5") * 2, Decimal("123") + 1)
ctx.clamp = 0
ctx.Emin = -999999
print(Decimal("1.5") * 2)

# Two contexts taking turns: each one's fields, not the other's.
c3 = Context(prec=3, rounding=ROUND_UP)
c9 = Context(prec=9, rounding=ROUND_DOWN)
for k in range(3):
    setcontext(c3)
    x = Decimal(k + 1) / 7
    setcontext(c9)
    y = Decimal(k + 1) / 7
    print(x, y, x + y)
    c3.prec += 1
    c9.prec -= 1

setcontext(Context(prec=28))
with localcontext() as lc:
    lc.prec = 4
    print(Decimal(1) / 7)
    lc.prec = 6
    print(Decimal(1) / 7)
print(Decimal(1) / 7)
with localcontext(prec=2, rounding=ROUND_DOWN):
    print(Decimal("0.99") * 3)
print(Decimal("0.99") * 3)

# Traps switched on in place: the next inexact result raises.
ctx = getcontext()
ctx.prec = 4
print(Decimal(1) / 8)
ctx.traps[Inexact] = True
try:
    print(Decimal(1) / 3)
except Inexact as e:
    print("Inexact", type(e).__name__)
ctx.traps[Inexact] = False
print(Decimal(1) / 3, ctx.flags[Inexact])

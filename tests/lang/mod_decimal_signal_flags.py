# The flags a native result raises and the traps it checks (stdlib/np_lib_decimal.c dec_signal
# finds the signal's entry in the context's _SignalDicts by identity): flags set, cleared in
# place and set again, traps switched on and off in place, contexts built with flags and traps.
from decimal import (Decimal, getcontext, setcontext, Context, localcontext, Inexact, Rounded,
                     Clamped, ROUND_HALF_UP, DivisionByZero)

CENT = Decimal("0.01")


def show(ctx):
    return [s.__name__ for s in (Inexact, Rounded, Clamped) if ctx.flags[s]]


ctx = getcontext()
print(show(ctx), Decimal("1.005").quantize(CENT, rounding=ROUND_HALF_UP), show(ctx))
ctx.flags[Inexact] = False
print(show(ctx), Decimal("2.50").quantize(CENT), show(ctx))
print(Decimal(1) / 3, show(ctx))
ctx.flags[Rounded] = False
ctx.flags[Inexact] = False
print(Decimal("1.10") * 3, show(ctx), Decimal("1.234").quantize(CENT), show(ctx))
ctx.clear_flags()
print(show(ctx), Decimal(2) / 3, show(ctx))
ctx.traps[Rounded] = True
for text in ("1.50", "1.505"):
    try:
        print(Decimal(text).quantize(CENT))
    except Rounded as e:
        print("Rounded", type(e).__name__, show(ctx))
ctx.traps[Rounded] = False
print(Decimal("1.505").quantize(CENT), show(ctx))
c = Context(prec=5, flags=[Inexact], traps=[DivisionByZero, Inexact])
setcontext(c)
print(show(getcontext()), Decimal("1.25") + 1)
try:
    print(Decimal(1) / 7)
except Inexact:
    print("Inexact trapped", show(getcontext()))
with localcontext() as lc:
    lc.traps[Inexact] = False
    print(Decimal(1) / 7, show(lc), show(c))
print(show(getcontext()))
c2 = Context(prec=3, clamp=1, Emax=5, traps=[])
setcontext(c2)
print(Decimal("1E+5") * 1, Decimal("1.2345") * 1, show(c2))

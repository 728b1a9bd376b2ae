# Decimal operations between context changes (decimal15, session 15): the natives' inlined
# context lookup and its cache must see every change of prec, rounding, Emin/Emax, clamp, traps
# and flags, through getcontext(), localcontext() nesting and setcontext(), and set the flags on
# the context that is current at the time of each operation.
from decimal import (Decimal, Context, getcontext, setcontext, localcontext, Inexact, Rounded,
                     Clamped, Overflow, ROUND_DOWN, ROUND_UP, ROUND_HALF_EVEN, ROUND_CEILING,
                     DefaultContext)

A, B, C = Decimal("2.675"), Decimal("1.3333"), Decimal("0.01")


def flags(ctx):
    return sorted(s.__name__ for s in (Inexact, Rounded, Clamped, Overflow) if ctx.flags[s])


def quant(x):
    try:
        return x.quantize(C)
    except Exception as exc:
        return type(exc).__name__


def ops(tag):
    ctx = getcontext()
    ctx.clear_flags()
    r = [A + B, A * B, A / B, A - B, -A * B, quant(A * B), A < B, str(A * B * B)]
    print(tag, ctx.prec, ctx.rounding, [str(x) for x in r], flags(ctx))


ops("default")
for p in (3, 5, 1, 28):
    getcontext().prec = p
    ops("prec%d" % p)
for rnd in (ROUND_DOWN, ROUND_UP, ROUND_CEILING, ROUND_HALF_EVEN):
    getcontext().rounding = rnd
    ops(rnd)
getcontext().prec = 4
with localcontext() as lc:
    lc.prec = 2
    ops("local2")
    with localcontext() as lc2:
        lc2.rounding = ROUND_UP
        lc2.prec = 3
        ops("local3up")
    ops("local2again")
    lc.prec = 6
    ops("local6")
ops("after")
print("outer flags kept", flags(getcontext()))
getcontext().clear_flags()
with localcontext() as lc:
    lc.traps[Inexact] = True
    try:
        print(A / B)
    except Inexact as exc:
        print("Inexact raised", type(exc).__name__, flags(lc))
    print(A + A, flags(lc))
print(A / B, flags(getcontext()))
with localcontext(Context(prec=3, rounding=ROUND_DOWN, traps=[Rounded])) as lc:
    try:
        print(A * B)
    except Rounded:
        print("Rounded raised", flags(lc))
    lc.traps[Rounded] = False
    print(A * B, flags(lc))
mine = Context(prec=5, Emax=3, Emin=-3, traps=[Overflow])
setcontext(mine)
print(A * B, flags(mine))
try:
    print(Decimal("999") * Decimal("99"))
except Overflow:
    print("Overflow raised", flags(mine))
mine.clear_flags()
mine.Emax = 9
print(Decimal("999") * Decimal("99"), flags(mine))
mine.clamp = 1
mine.clear_flags()
print(Decimal("1.5") * Decimal("2E+5"), flags(mine))
mine.flags[Inexact] = True
print(Decimal(1) + Decimal(2), flags(mine))
setcontext(DefaultContext)
ops("default again")
t = Decimal(0)
for i in range(1, 40):
    getcontext().prec = 1 + i % 7
    t += Decimal(i) / 7
print(t, flags(getcontext()))
# quantize's keywords (matched by length, then bytes), with a context argument. (The messages
# of a wrong keyword differ from CPython's C decimal: only the type is compared here.)
q = Context(prec=4, rounding=ROUND_DOWN)
print(A.quantize(exp=C), A.quantize(C, context=q), A.quantize(C, rounding=ROUND_UP, context=q),
      A.quantize(C, ROUND_DOWN), A.quantize(context=q, exp=C, rounding=ROUND_UP))
for bad in ({"expo": C}, {"roundinG": ROUND_UP}, {"contex": q}):
    try:
        A.quantize(C, **bad) if "expo" not in bad else A.quantize(**bad)
    except TypeError:
        print("TypeError", sorted(bad))
try:
    (A * 1000).quantize(C, context=q)
except Exception as exc:
    print(type(exc).__name__)

# Several signals from one operation (Inexact and Rounded, with Overflow): every flag is set and
# the trapped ones raise one exception, chosen and listed in libmpdec's order, as CPython does.
from decimal import *
for traps in ([Inexact], [Rounded], [Inexact, Rounded], [Rounded, Inexact]):
    ctx = Context(prec=5, traps=traps)
    setcontext(ctx)
    for f in (lambda: Decimal("1.234567") + 1, lambda: Decimal("1.234567").quantize(Decimal("0.1")), lambda: Decimal(1)/3, lambda: Decimal("123456") * 1):
        try:
            print(f())
        except Exception as e:
            print(type(e).__name__, e, type(e).__mro__[1].__name__)
        print([s.__name__ for s in (Inexact, Rounded, Clamped) if ctx.flags[s]])
        ctx.clear_flags()
for traps in ([Overflow], [Overflow, Inexact], [Inexact], [Rounded, Overflow]):
    ctx = Context(prec=3, Emax=5, traps=traps)
    setcontext(ctx)
    for f in (lambda: Decimal("9.999E+5") * 10, lambda: Decimal("99999") * 100, lambda: Decimal("1.2345").to_integral_exact()):
        try:
            print(f())
        except NotImplementedError:
            print("NIE")
        except Exception as e:
            print(type(e).__name__, e)
        print([s.__name__ for s in (Inexact, Rounded, Clamped, Overflow) if ctx.flags[s]])
        ctx.clear_flags()

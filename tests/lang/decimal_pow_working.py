# Decimal ** positive int: CPython powers in a working precision (prec + digits(n) + 2,
# half-even products); the result, exponent, flags, traps and overflow must be the same.
import random
from decimal import (Decimal, Context, localcontext, getcontext, Inexact, Rounded, Overflow,
                     ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR,
                     ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP)

MODES = [ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP,
         ROUND_HALF_DOWN, ROUND_05UP]


def flags(ctx):
    return "".join(name[0] for name, sig in (("Inexact", Inexact), ("Rounded", Rounded),
                                               ("Overflow", Overflow)) if ctx.flags[sig])


rng = random.Random(21)
lines = []
for case in range(260):
    prec = rng.choice([5, 9, 16, 28, 28, 40])
    digits = rng.randint(1, 30)
    coeff = rng.randrange(10 ** (digits - 1), 10 ** digits)
    if case % 7 == 0:
        coeff *= 10 ** rng.randint(1, 4)  # trailing zeros
    exp = -rng.randint(0, digits + 2)
    sign = "-" if case % 5 == 0 else ""
    x = Decimal(f"{sign}{coeff}E{exp}")
    n = rng.choice([3, 7, 12, 60, 121, 360, 480, 1000])
    with localcontext(Context(prec=prec, rounding=MODES[case % 8], Emax=10 ** 6,
                              Emin=-10 ** 6)) as ctx:
        r = x ** n
        lines.append(f"{x} ** {n} prec={prec} {ctx.rounding}: {r} {flags(ctx)}")
for line in lines:
    print(line)

# Loan factors, the usual use.
getcontext().prec = 28
r = Decimal("4.125") / 12 / 100
for months in (12, 180, 360):
    f = (1 + r) ** months
    print(months, f, f.adjusted())
print(Decimal("1.0500") ** 400, Decimal("-1.01") ** 333, Decimal("-1.01") ** 334)
print(Decimal("2") ** 500, Decimal("10") ** 50, Decimal("0.1") ** 99)
print(Decimal("1.1") ** Decimal("3.6E2"), Decimal("1.0000001") ** 99999)

# Exact powers stay exact (no Inexact flag).
with localcontext(Context(prec=200)) as ctx:
    print(Decimal("1.5") ** 100, flags(ctx) or "exact")

# Inexact trapped.
with localcontext(Context(prec=20, traps=[Inexact])) as ctx:
    try:
        Decimal("1.0001") ** 500
    except Inexact as e:
        print("trapped", type(e).__name__)

# Overflow (trapped by default) from a guarded power.
with localcontext(Context(prec=12, Emax=99, Emin=-99)) as ctx:
    try:
        print(Decimal("1.234567891234") ** 1100)
    except Overflow as e:
        print("overflow", type(e).__name__, flags(ctx))
    print(Decimal("1.234567891234") ** 1000, flags(ctx))

# Every rounding mode on one base near a rounding boundary.
for mode in MODES:
    with localcontext(Context(prec=6, rounding=mode)):
        print(mode, Decimal("1.00000099999") ** 999, -Decimal("1.00000099999") ** 999,
              Decimal("-1.00000099999") ** 999)

# The working products were inexact but the last rounding drops only zeros: still Inexact.
for traps in ([], [Inexact], [Rounded]):
    with localcontext(Context(prec=28, rounding=ROUND_FLOOR, traps=traps)) as ctx:
        try:
            print(Decimal("78660.5818431306") ** 9, flags(ctx))
        except (Inexact, Rounded) as e:
            print("trapped", type(e).__name__, flags(ctx))

# Where the correctly rounded power and CPython's differ, CPython's is printed.
with localcontext(Context(prec=28, rounding=ROUND_DOWN)):
    print(Decimal(-3797) ** 242, Decimal("0.0738670107024") ** 229)
with localcontext(Context(prec=5, rounding=ROUND_UP)):
    print(Decimal("-0.6530366566") ** 509, Decimal("-0.6530366566") ** 1, Decimal(7) ** 2)

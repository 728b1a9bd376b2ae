# decimal's native core (stdlib/np_lib_decimal.c): + - * / and reflections, comparisons,
# hashes, str/repr, quantize, unary ops and construction, against CPython: every rounding
# mode, negative zeros, exponents, precisions from 1 to above the native limit, flags and
# traps, localcontext, mixed Decimal/int (big ints too), subclasses and odd arguments.
import decimal
from decimal import (Decimal as D, getcontext, setcontext, localcontext, Context, Inexact,
                     Rounded, Clamped, InvalidOperation, DivisionByZero, ROUND_HALF_UP,
                     ROUND_HALF_EVEN, ROUND_HALF_DOWN, ROUND_UP, ROUND_DOWN, ROUND_CEILING,
                     ROUND_FLOOR, ROUND_05UP)

MODES = (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_HALF_DOWN, ROUND_UP, ROUND_DOWN, ROUND_CEILING,
         ROUND_FLOOR, ROUND_05UP)
VALS = ["0", "-0", "0.00", "-0E+3", "1", "-1", "2.5", "-2.5", "0.125", "-0.375", "1.05", "19.99",
        "1234567.891", "-9.999", "1E+2", "1.0E-7", "123456789012345678901234567890",
        "-0.000000000000000000000000000001", "5E-30", "99999", "7", "3"]


def flags(ctx):
    return [s.__name__ for s in (Clamped, Inexact, Rounded) if ctx.flags[s]]


def show(f):
    try:
        r = f()
        return repr(r)
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


for prec in (1, 3, 9, 28):
    for mode in MODES:
        with localcontext() as ctx:
            ctx.prec = prec
            ctx.rounding = mode
            out = []
            for x in VALS[::3]:
                for y in VALS[1::4]:
                    a, b = D(x), D(y)
                    out.append(show(lambda: a + b))
                    out.append(show(lambda: a - b))
                    out.append(show(lambda: a * b))
                    out.append(show(lambda: a / b))
            out.append(str(flags(ctx)))
            print(prec, mode, " ".join(out))

# Unary ops and zeros under every mode (ROUND_FLOOR keeps the sign of -0).
for mode in MODES:
    with localcontext(rounding=mode, prec=4) as ctx:
        print(mode, [str(f(D(x))) for x in ("0", "-0", "1.23456", "-9.99999", "0E-5")
                     for f in (lambda v: -v, lambda v: +v, abs)],
              D("-0") + D("0"), D("0") - D("0"), D("-0") - D("0"), D("1.5") - D("1.5"),
              D(0) + D("1.2345678"), D("-0E+5") + D("12.5"), flags(ctx))

# Mixed with ints, big ints and bools, both sides.
big = 10 ** 40 + 7
for v in (3, -4, 0, True, big, -big):
    print(show(lambda: D("1.5") + v), show(lambda: v + D("1.5")), show(lambda: D("2.5") - v),
          show(lambda: v - D("2.5")), show(lambda: D("0.5") * v), show(lambda: v * D("-0.5")),
          show(lambda: D(10) / v), show(lambda: v / D(8)), D(v) == v, D("1.5") < v, v <= D(3),
          hash(D(v)) == hash(v))

# Comparisons and hashes: equal values with different exponents, int/float/Fraction equality.
from fractions import Fraction
for x in VALS:
    for y in ("0", "1.0", "-2.50", "1E+2", "100", "7.00"):
        a, b = D(x), D(y)
        print(x, y, a == b, a != b, a < b, a <= b, a > b, a >= b, end="; ")
    print()
for x in ("1.5", "-0.25", "100.000", "1E+3", "-0", "0.1", "123456789.123456789", "1e-20",
          "5E+40"):
    d = D(x)
    print(x, hash(d) == hash(float(d)) if float(d) == d else "-", hash(d) == hash(Fraction(x)),
          d == Fraction(x), d == float(x), {d: 1}.get(Fraction(x)))
print(len({D("1.0"), D("1.00"), D(1), 1, 1.0}), sorted([D("2.5"), 1, D("-3"), 2, D("2.50")]))
print(D("1.5") == "1.5", D("1.5") != None, D(2) == 2.0, D("0.1") == 0.1, D(1) < 1.5)

# str/repr: exponents, small and large adjusted exponents, capitals.
for x in ("1E+2", "1.23E-7", "0.000001", "0.0000001", "-0E-8", "123E+5", "1.000E+3", "0E+2",
          "12345678901234567890.5", "-4.5E-1", "1e999", "1e-999"):
    print(str(D(x)), repr(D(x)), end=" | ")
print()
with localcontext(capitals=0):
    print(str(D("1E+5")), repr(D("-2.5E-9")), D("1E+5") * 1)

# quantize: modes, keyword and positional forms, contexts, ints, errors.
for x in ("2.675", "-2.665", "1234.5", "0.005", "-0.0049", "0", "-0", "1E+2", "99.995"):
    print(x, [str(D(x).quantize(D("0.01"), r)) for r in MODES],
          D(x).quantize(D("1E+1"), rounding=ROUND_HALF_UP), D(x).quantize(1),
          D(x).quantize(exp=D("0.1")), D(x).quantize(D("0.001"), context=Context(prec=9)))
with localcontext() as ctx:
    print(D("1.2345").quantize(D("0.01")), flags(ctx))
    ctx.clear_flags()
    print(D("1.2300").quantize(D("0.01")), flags(ctx), D("1.23").quantize(D("0.0001")), flags(ctx))
for f in (lambda: D("1e10").quantize(D("1e-20")), lambda: D(1).quantize(D(1), "bogus"),
          lambda: D(1).quantize(1.5), lambda: D("123.45").quantize(D("0.1"), context=Context(prec=3)),
          lambda: D("1.5").quantize(D("1"), ROUND_UP, None)):
    print(show(f))

# Traps: a trapped Inexact or Rounded raises from the operation (the Python path).
with localcontext() as ctx:
    ctx.traps[Inexact] = True
    print(show(lambda: D(1) / D(3)), show(lambda: D(1) / D(4)), show(lambda: D("1.25").quantize(D("0.1"))))
    print(flags(ctx))
with localcontext(prec=3) as ctx:
    ctx.traps[Rounded] = True
    print(show(lambda: D("1.23") * 10), show(lambda: D("1.234") + 0), show(lambda: D(1000) * 1), flags(ctx))
with localcontext(Emax=5, Emin=-5, prec=3) as ctx:
    print(show(lambda: D("1E+3") * D("1E+3")), show(lambda: D("0E+9") * 1), flags(ctx))
    ctx.clamp = 1
    print(show(lambda: D("0E+9") + 0), show(lambda: D("1E+5") + 0), flags(ctx))
    ctx.traps[Clamped] = True
    print(show(lambda: D("0E+9") + 0))
print(show(lambda: D(1) / 0), show(lambda: D(0) / D("0.0")), show(lambda: 5 / D(0)))

# Large precision: coefficient beyond the native limit (the Python path) and in range.
with localcontext(prec=60) as ctx:
    print(D(1) / D(7), D(2) / D(3) * 3, D("1" * 59) + D("0.5"), flags(ctx))
with localcontext(prec=1500) as ctx:
    q = D(1) / D(7)
    print(len(str(q)), str(q)[:20], str(q)[-5:], hash(q) == hash(+q), flags(ctx))
    print(str(D("9" * 1200) + 1)[:10], D("9" * 1200) * D("9" * 1200) == D(int("9" * 1200) ** 2))

# Construction: str forms the native parses and the ones it leaves to Python.
for s in ("1", "-1.50", "+.5", "5.", "00012.3400", "1e5", "1E-05", "-0.0e+0", " 7 ", "1_000.5",
          "1.2.3", "", "e1", ".e1", "1e", "--1", "١٢", "1e99999999999999999",
          "0" * 30 + "1", "1" * 1001):
    r = show(lambda: D(s))
    print(repr(s)[:30], r[:60])
print(D(), D(5), D(-big), D(D("-1.5")), D(True), D(False), show(lambda: D(None)), show(lambda: D("1", Context())))


# A subclass takes the Python path everywhere and still gets Decimal results.
class Money(D):
    pass


m = Money("2.50")
print(type(m).__name__, m + 1, type(m + 1).__name__, m * m, m / 2, -m, m == D("2.5"), hash(m) == hash(D("2.5")),
      str(m), repr(m), m.quantize(D("0.1")), bool(Money(0)), 1 - m)

# bool, sum, min/max, sorting, dict keys.
print(bool(D(0)), bool(D("-0.00")), bool(D("1E-100")), bool(D(big)), sum([D("0.1")] * 10),
      sum([D("1.10"), 2, D("-0.10")]), max(D("1.0"), D(1)), min(D("2"), D("1.99")),
      sorted([D("0.3"), D("-1"), D("0.25"), 0]), {D("1.10"): "a"}[D("1.1")])
print(getcontext())

# Seeded operands around the native limits: 18/19-digit coefficients, 37/38-digit results,
# precisions around them, every rounding mode; flags compared after each batch.
import random
rng = random.Random(7)
for prec in (2, 17, 18, 19, 20, 28, 36, 37, 38, 39, 40, 45):
    with localcontext(prec=prec, rounding=MODES[prec % 8]) as ctx:
        out = []
        for _ in range(12):
            nd1, nd2 = rng.choice((1, 2, 9, 17, 18, 19, 20, 25)), rng.choice((1, 3, 18, 19, 21))
            a = D((rng.randint(0, 1), tuple(rng.randint(0, 9) for _ in range(nd1)), rng.randint(-25, 10)))
            b = D((rng.randint(0, 1), tuple(rng.randint(0, 9) for _ in range(nd2)), rng.randint(-25, 10)))
            out.append("%s %s %s %s %s %s %s" % (a + b, a - b, a * b, show(lambda: a / b), a < b,
                                                 a == b, show(lambda: a.quantize(D("1E-3")))))
            out.append("%s %s %d" % (-a, abs(b), hash(a) == hash(D(str(a)))))
        print(prec, ctx.rounding, flags(ctx))
        print("\n".join(out))

# Coefficients around the natives' 1000-digit limit (str, repr, hash, arithmetic, exponents).

for n in (999, 1000, 1001, 1002, 1003):
    d = D("9" * n)
    e = D("1" + "0" * (n - 1))
    print(n, len(str(d)), len(repr(-d)), hash(d) == hash(int("9" * n)), str(d + 1)[:5], d > e, len(str(D("9" * n + "E+5"))), len(str(D("9" * n + "E-1500"))))
    with localcontext(prec=1000):
        print(str(d * 1)[:12], str(d / 3)[:12], len(str(d - e)))

# Decimals made by decimal's native core (results of + - * /, abs, quantize, _new) keep their
# fields in C until Python code reads them (stdlib/np_lib_decimal.c, DecPacked): every
# Python-path method must see the same value as on a Decimal made by the constructor, and the
# results must mix with constructed ones, ints, subclasses, dicts and sets.
import copy
from decimal import Decimal as D, localcontext, ROUND_HALF_UP, ROUND_FLOOR


class Sub(D):
    pass


def made():
    # One of each kind of natively made result, with its printed form.
    a, b = D("12.345"), D("-0.5")
    return [a + b, a - b, a * b, a / b, -a, +b, abs(b), a.quantize(D("0.01"), rounding=ROUND_HALF_UP),
            b - b, D(7) / 4, a * 0, D("1E+5") + 1, a // 1, a % 1, (a * 1000).normalize(),
            D(2) - D("2.000"), D(-3) * D("0.1")]


for x in made():
    # Python-path methods read the fields: each on a fresh native result.
    print(repr(x), x.as_tuple(), x.adjusted(), x.is_signed(), x.is_zero())
for x in made():
    print(x // 3, x % 3, divmod(x, D("0.7")), x.normalize(), x.to_integral_value())
for x in made():
    print(x.to_integral_value(rounding=ROUND_FLOOR), x.copy_abs(), x.copy_negate(), x.sqrt() if x >= 0 else "-")
for x in made():
    y = D(str(x))
    print(x == y, hash(x) == hash(y), x.compare(y), x.max(y), int(x), float(x), str(x), f"{x:.3f}")
for x in made():
    print(Sub(x), type(Sub(x)).__name__, Sub(x) + x, x - Sub("1.5"), x < Sub(2), D(x) == x)

# Results read by Python code first, then by the natives (the dict then holds the fields).
xs = made()
print([x.as_tuple().exponent for x in xs])
print([str(x + 1) for x in xs], sum(xs, D(0)))
print(sorted(set(xs) | {D("11.845"), D("-6.1725")}))
print({x: i for i, x in enumerate(xs)}[D("12.845")])

# Attributes: the public ones work, missing names raise AttributeError (hasattr, getattr).
x = D("1.5") + D("2.25")
print(hasattr(x, "foo"), getattr(x, "bar", "default"), x.real, x.imag, x.__class__.__name__)
try:
    x.missing
except AttributeError:
    print("AttributeError")
try:
    x.spam = 1
except AttributeError:
    print("AttributeError on store")
print(copy.copy(x) is x, copy.deepcopy([x])[0] == x)

# Contexts: a native result under a small precision, read back by Python methods.
with localcontext() as ctx:
    ctx.prec = 3
    z = D("1.23456") + D("0.00001")
    print(z, z.as_tuple(), z.ln() if False else z.exp() if False else z.scaleb(2), z.logb())
# Many results alive at once (the collector walks packed instances).
keep = [D(i) / 8 + D("0.01") for i in range(2000)]
print(sum(keep, D(0)), keep[1234].as_tuple(), len({k for k in keep}))

# Construction: the same str object again (dec_construct's cache of the last parsed str),
# other strs between, and an exact Decimal (returned itself, as CPython does).
s = "0.05"
vals = []
for i in range(6):
    vals.append(D(s))
    vals.append(D(str(i) + ".5"))
    vals.append(D("-" + s))
print(vals, sum(vals, D(0)), D(s) is not D(s), D(vals[0]) is vals[0], D() , D(-7), D(True))
print(D("1e3"), D("  1.5 "), D("1_000.25"), D("12345678901234567890.5"), D("-0"), D(".5"))
# The native core's state is not reachable from scripts (CPython's Decimal has none).
for name in ("__np_env__", "_np_env"):
    print(hasattr(D, name))


class Odd(D):
    # A script's own class attribute of the natives' hidden name is just its data.
    __np_env__ = (1, [None], 2, 3, 4, tuple(range(21)), tuple(range(27)), ["0.05", 7, -1, 1 << 40])


print(Odd("0.05"), Odd("1.5") + 1, D("1.5") + Odd("2"), D("0.05"), type(Odd("2") * 2).__name__)

# Comparisons of Decimals the natives made (packed) with each other and with ints take a path
# that needs no context (stdlib/np_lib_decimal.c dec_compare); everything else the general one.
from decimal import Decimal, getcontext

vals = [Decimal("0"), Decimal("-0"), Decimal("0.00"), Decimal("1"), Decimal("1.0"),
        Decimal("1.000"), Decimal("-1"), Decimal("0.05"), Decimal("0.050"), Decimal("-0.05"),
        Decimal("123456789012345678"), Decimal("1E+5"), Decimal("100000"), Decimal("99999.99"),
        Decimal("1E-20"), Decimal("-1E+19"), Decimal("9223372036854775807"),
        Decimal("-9223372036854775807"), Decimal(7) / 100, abs(Decimal("-3.10")) - Decimal("3.1")]
ints = [0, 1, -1, 5, 100000, 123456789012345678, 9223372036854775807, -9223372036854775807 - 1,
        2 ** 70, -(2 ** 70), True, False]
rows = []
for a in vals:
    rows.append("".join("%d%d%d%d%d%d" % (a == b, a != b, a < b, a <= b, a > b, a >= b)
                        for b in vals))
    rows.append("".join("%d%d%d%d%d%d" % (a == n, a != n, a < n, a <= n, a > n, a >= n)
                        for n in ints))
    rows.append("".join("%d%d%d%d" % (n == a, n < a, n > a, n >= a) for n in ints))
for r in rows:
    print(r)
print(sorted(vals))
print(max(vals), min(vals), sorted(ints + vals[:5], key=lambda v: (v, str(v)))[:6])


class D(Decimal):
    def __lt__(self, other):
        return "D.__lt__"


print(Decimal(1) < D(2), D(2) < Decimal(1), Decimal(1) > D(2), Decimal(2) == D(2))
print(Decimal("1.5") < 1.6, Decimal("1.5") == 1.5, Decimal(1) == "1", Decimal(1) != None)
try:
    Decimal(1) < "2"
except TypeError as e:
    print("TypeError", e)
getcontext().prec = 3
print(Decimal("1.2345") == Decimal("1.2345"), Decimal("1.2345") > Decimal("1.234"))

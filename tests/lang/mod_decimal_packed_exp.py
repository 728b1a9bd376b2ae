# Packed Decimals keep a 32-bit exponent (stdlib/np_lib_decimal.c DecPacked): results whose
# exponent is beyond it, on either side of the 32-bit limits, must keep their full exponent.
from decimal import Decimal, getcontext, localcontext

with localcontext() as ctx:
    ctx.Emax = 10 ** 12
    ctx.Emin = -10 ** 12
    for text in ("1E2147483646", "1E2147483647", "1E2147483648", "7E3000000000",
                 "1E-2147483647", "1E-2147483648", "3E-3000000000", "-2.5E4000000000"):
        d = Decimal(text)
        two = d * 2
        print(text, d, two, two / 2 == d, -two, abs(-two), two.as_tuple().exponent)
        print(d + d, d - d / 4, d < two, hash(d) == hash(Decimal(text)), str(two.quantize(two)))
    big = Decimal(5) * Decimal("1E2147483647")
    print(big, big.adjusted(), big * Decimal("1E10"), (big * Decimal("1E10")).adjusted())
    small = Decimal(5) * Decimal("1E-2147483647")
    print(small, small / Decimal("1E10"), (small / 10).as_tuple())
    print(sum([Decimal("1E2147483647")] * 3, Decimal(0)))
print(Decimal("1.25") * 4, Decimal("1e100") * Decimal("1e100"))

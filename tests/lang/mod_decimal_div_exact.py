# Exact quotients lose their trailing zeros down to the ideal exponent (stdlib/np_lib_decimal.c
# strip_zeros drops them in steps of 16, 8, 4, 2 and 1): quotients with 0 to 38 zeros to drop,
# limited by the ideal exponent or not, at several precisions, against CPython's digits.
import random
from decimal import Decimal, localcontext

rng = random.Random(11)
out = []
for prec in (1, 2, 5, 9, 17, 19, 20, 28, 38):
    with localcontext() as ctx:
        ctx.prec = prec
        for _ in range(150):
            b = Decimal(rng.choice([1, 2, 4, 5, 8, 10, 16, 25, 100, 1000, 125, 3, 7, 1024]))
            b = b.scaleb(-rng.randint(0, 6)) if rng.random() < 0.3 else b
            q = rng.randint(0, 10 ** rng.randint(0, 18))
            a = b * q * Decimal(10) ** rng.randint(0, 12)
            a = a.scaleb(rng.randint(-8, 8))
            out.append(str(a / b))
        out.append(str(Decimal(10) ** 18 / 1) + " " + str(Decimal("1E+30") / Decimal("1E-3")))
        out.append(str(Decimal("123000000000000000000") / 1000) + " " + str(Decimal(50) / 100))
        out.append(str(Decimal(-7000) / Decimal("0.007")) + " " + str(Decimal("0E+5") / 3))
for k in range(0, len(out), 10):
    print(" ".join(out[k:k + 10]))

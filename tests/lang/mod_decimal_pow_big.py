# Integer powers whose exact value has more digits than the int str-conversion limit (4300):
# the result is rounded to the context, as CPython does, instead of failing while counting
# the digits of the exact power (stdlib/np_lib_decimal.py _ndigits).
from decimal import Decimal, getcontext, localcontext, ROUND_HALF_UP

print(Decimal(7) ** 6000)
print(Decimal("1.0000001") ** 5000, Decimal("0.99") ** 3000, Decimal("-1.5") ** 3001)
print(Decimal(2) ** -5000, Decimal(7) ** -6000, Decimal(10) ** 4400, Decimal(10) ** 4299)
print(Decimal("9.999") ** 4000, Decimal(3) ** 8000 / Decimal(3) ** 7999)
with localcontext() as ctx:
    ctx.prec = 40
    r = Decimal("0.065") / 12
    factor = (1 + r) ** 360
    print(factor)
    payment = (Decimal(250000) * r * factor / (factor - 1)).quantize(Decimal("0.01"), ROUND_HALF_UP)
    print(payment)
with localcontext() as ctx:
    ctx.prec = 3
    print(Decimal("1.01") ** 9000, Decimal(11) ** 5000)
getcontext().prec = 28
for k in (4290, 4299, 4300, 4301, 4310):
    print(k, Decimal(10) ** k == Decimal("1E%d" % k), (Decimal(10) ** k - 1).adjusted())

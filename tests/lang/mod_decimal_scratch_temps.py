# decimal: the GMP path's reused mpz temporaries (decimal21): prec-28 products, divisions,
# sums and compares with wide coefficients, huge operands (buffers beyond the kept size),
# and the flags.
from decimal import Decimal as D, getcontext, localcontext, Inexact, Rounded, ROUND_HALF_UP

getcontext().prec = 28
r = D("0.0041666666666666666666666667")
f = (1 + r) ** 360
print(f, D("250000") * r * f / (f - 1))
acc = D(0)
for k in range(1, 200):
    x = D(k) / D(7) * D("1.0000000000000000000000000001")
    acc = acc + x * x - x / D(3)
    if x > acc:
        print("gt", k)
print(acc, acc.quantize(D("0.01"), rounding=ROUND_HALF_UP))
big = D("9" * 400) * D("7" * 300)
with localcontext() as c:
    c.prec = 900
    h = D("1" * 450) * D("3" * 420) + D("2" * 800)
    print(str(h)[:60], len(str(h)), h > big, h / D("7" * 430))
print(big, D("12345678901234567890123456789") * D("98765432109876543210987654321"))


for i in range(300):
    y = D(i) / D(11) * D("3.333333333333333333333333333") - D("0.1")
    if i % 50 == 0:
        print(i, y)
c = getcontext()
c.clear_flags()
print(D(1) / D(3), c.flags[Inexact], c.flags[Rounded])
c.clear_flags()
print(D("1.5") * D("2.25"), c.flags[Inexact], c.flags[Rounded])
c.traps[Inexact] = True
try:
    print(D(2) / D(3))
except Inexact as e:
    print("Inexact trapped", type(e).__name__)
c.traps[Inexact] = False
print(D("1" * 28) * D("1" * 28), D("-" + "9" * 28) / D("0." + "3" * 27))
# Digit counts of one- and two-limb coefficients (dec_ndigits' u128 count) at 10**k - 1, 10**k,
# 10**k + 1 and 2**j - 1, 2**j, through the prec-28 rounding of products and sums.
for k in range(17, 42):
    for v in (10**k - 1, 10**k, 10**k + 1, 2**(k * 3) - 1, 2**(k * 3)):
        x = D(v)
        print(k, x * D(3) / D(7), x + D("0.5"), x * x, x > D(10) ** k)

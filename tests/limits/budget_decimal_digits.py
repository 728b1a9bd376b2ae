# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Decimal arithmetic on long coefficients (stdlib/np_lib_decimal.c's GMP path) charges the
# budget as big-int arithmetic does, n * (1 + log2 n) for the n limbs of the operands: 2000
# products of 900-digit numbers cost about 1.3 M units, more than the budget, in few
# instructions.
from decimal import Decimal, localcontext
with localcontext(prec=1000):
    x = Decimal("7" * 900)
    y = Decimal("3" * 899 + ".5")
    print('made')
    for i in range(2000):
        x * y
print('multiplied: wrong')

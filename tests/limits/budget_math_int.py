# cpython: skip
# args: --budget 2000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# math.factorial/comb/perm/isqrt/gcd on big ints charge the budget in proportion to the
# result's size before GMP does the work: small calls fit, a huge factorial does not.
import math
print(math.factorial(20), math.comb(60, 30), math.perm(30, 5), math.isqrt(10 ** 40), math.gcd(2 ** 200, 6 ** 90))
print(len(str(math.factorial(1000))))
x = math.factorial(3_000_000)
print("not reached")

# cpython: skip
# args: --budget 100000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# math.factorial/comb/perm charge the budget for their product before computing it: GMP cannot
# be interrupted, and math.perm(10**6, 5*10**5) used to run for minutes past the budget and the
# timeout (escape corpus, res_math_perm.py). Small ones still work.
import math

print(math.perm(10, 3), math.comb(10, 3), math.factorial(20), len(str(math.factorial(1000))))
print(math.perm(100, 50) == math.factorial(100) // math.factorial(50))
x = math.perm(10 ** 6, 5 * 10 ** 5)
print("computed: the product was not charged")

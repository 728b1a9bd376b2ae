# cpython: skip
# args: --budget 2000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# math.comb and math.perm with a large k are charged before the product is built.
import math
print(math.comb(1000, 500) % 1000003)
x = math.perm(10 ** 9, 2_000_000)
print("not reached")

# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# int(text, base) charges the digits before converting (power-of-two bases have no digit
# limit), and str(int) the digits of the result.
h = 'f' * 10**6
for _ in range(40):
    r = int(h, 16)
print('not reached', r.bit_length())

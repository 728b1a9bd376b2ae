# cpython: skip
# args: --budget 20000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# print() charges the budget for the text it writes (1 unit per 16 bytes): it was free, and
# this loop sent gigabytes to the host's output sink before the timeout stopped it (escape
# corpus, res_print_flood.py).
s = "x" * 1000
while True:
    print(s)

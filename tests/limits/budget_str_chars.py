# cpython: skip
# args: --budget 1000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# set(s) and list(s) of a str take each character without np_next (vm/np_iter.c str_drain);
# the budget pays one unit per character, so draining a long str in a short loop still runs
# out of budget.
s = "abcdefgh" * 100_000
for i in range(10):
    n = len(set(s))
print("drained", n)

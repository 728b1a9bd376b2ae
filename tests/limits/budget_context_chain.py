# cpython: skip
# args: --budget 5000000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Raising inside a handler walks the handled exception's __context__ chain (to break cycles);
# a chain grown by the script made that quadratic and uncharged, so this ran until the
# wall-clock timeout. The walk is charged now (escape corpus, res_context_chain.py).
e = None
for i in range(100000):
    try:
        try:
            raise e or ValueError()
        except BaseException:
            raise KeyError(i)
    except KeyError as x:
        e = x
print("built the chain: the walk was not charged")

# cpython: skip
# args: --budget 200000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# A key function (called from C by sorted's lean call path) that loops forever stops at the
# budget, and neither its own except clause nor the caller's can swallow the limit.
def key(x):
    while True:
        try:
            x = (x * 7 + 1) % 1000
        except BaseException:
            return 0


print(sorted([3, 1, 2], key=lambda x: -x))
try:
    sorted(range(10), key=key)
except BaseException:
    print("swallowed")
print("not reached")

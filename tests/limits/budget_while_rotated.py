# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# A rotated while loop with a plain truth test charges its backward jump (JMPIF back): it
# runs a short loop whose iterations all leave through `if ...: continue` (a forward jump to
# the test), then one whose test never turns false.
print("before")
i = 0
while i < 2000:
    i += 1
    if i > 0:
        continue
    print("never")
print("after the first loop", i)
flag = [1]
while flag:
    i += 1
print("never", i)

# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# The counting idiom fused into one DICTCOUNT (compiler/np_compile.c count_assign) is still
# charged as the d.get call it replaces, so the budget stops an endless counting loop.
d = {}
k = "k"
print("before")
while True:
    d[k] = d.get(k, 0) + 1

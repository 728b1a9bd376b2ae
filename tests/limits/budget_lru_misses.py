# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# lru_cache misses run as frames of the calling loop (no nested interpreter loop): a loop of
# them stops at the budget, which the cached function's calls charge like any call.
import functools


@functools.lru_cache(maxsize=2)
def step(n):
    return step(n - 1) + 1 if n % 4 else n


total = 0
for k in range(10 ** 9):
    total += step(k)

# cpython: skip
# args: --budget 200000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Generators consumed by sum/max/any/list inside the interpreter loop (np_next_sink) still
# charge the budget for every resumption, so an endless one stops when the budget runs out.
def forever():
    while True:
        yield 1


print(sum(x for x in range(1000)), max(x for x in range(100)), any(0 for _ in range(100)))
print(len(list(x for x in range(1000))))
for consumer in (any, max, sum):
    try:
        consumer(forever() if consumer is not any else (0 for _ in forever()))
    except Exception as e:
        print("caught", type(e).__name__)

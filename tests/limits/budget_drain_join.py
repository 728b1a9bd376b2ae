# cpython: skip
# args: --budget 300000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Generators drained in the interpreter loop by sorted() and "".join() charge the budget for
# every item, so endless ones stop when the budget runs out (no except clause catches it).
def forever():
    while True:
        yield "a"


print(len("".join(c for c in "x" * 1000)), sorted(x for x in range(3)))
for consumer in (sorted, "".join):
    try:
        consumer(forever())
    except Exception as e:
        print("caught", type(e).__name__)

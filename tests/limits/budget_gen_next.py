# cpython: skip
# args: --budget 300000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Generators resumed by next() in the interpreter loop, and through enumerate/zip/map, are
# charged for every resumption: endless consumers stop when the budget runs out.
def forever():
    n = 0
    while True:
        n += 1
        yield n


g = forever()
print(sum(next(g) for _ in range(1000)))
for i, x in enumerate(forever()):
    if i == 1000:
        break
print(sum(a for a, b in zip(forever(), range(100))), sum(map(abs, (x for x, _ in zip(forever(), range(9))))))
while True:
    next(g)

# cpython: skip
# args: --budget 200000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# A for loop's __next__ runs as a frame of the calling loop, which charges the budget like a
# call: a tree of 2**21 __next__ frames, each loop left at its first item (no back edge, no
# call), stops at the budget.
class Tree:
    depth = 21

    def __iter__(self):
        return self

    def __next__(self):
        if Tree.depth == 0:
            return 0
        Tree.depth -= 1
        for a in self:
            break
        for b in self:
            break
        Tree.depth += 1
        return a + b + 1


for n in Tree():
    print(n)
    break

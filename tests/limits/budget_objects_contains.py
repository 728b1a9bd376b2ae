# cpython: skip
# args: --budget 200000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# `x in obj` runs __contains__ as a frame of the calling loop, which charges the budget like a
# call: a tree of 2**21 __contains__ frames made by `in` alone (no loop, no call) stops.
class Tree:
    def __contains__(self, depth):
        return depth > 0 and ((depth - 1) in self) + ((depth - 1) not in self) >= 0


print(21 in Tree())

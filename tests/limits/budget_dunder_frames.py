# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Operator and comparison methods that run in the interpreter loop (no C call) still charge
# the budget: a call tree of 2**20 `+` and `<` with no loop stops at the budget.
class T:
    def __init__(self, depth):
        self.depth = depth

    def __add__(self, o):
        if self.depth:
            (T(self.depth - 1) + o) < T(self.depth - 1)
            T(self.depth - 1) + o
        return self

    def __lt__(self, o):
        return o.depth + 1 < 0


T(20) + 0
print("not reached")

# cpython: skip
# args: --budget 100000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# Constructors whose __init__ runs in the interpreter loop (no C call) still charge the
# budget: a tree of 2**20 objects built by recursion alone, with no loop, stops at the budget.
class Node:
    def __init__(self, depth):
        if depth:
            self.left = Node(depth - 1)
            self.right = Node(depth - 1)
Node(20)
print("not reached")

# cpython: skip
# args: --budget 200000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# A property setter runs as a frame of the calling loop (SETATTR), which charges the budget
# like a call: a tree of 2**21 setter frames, with no loop and no other call, stops at the
# budget.
class Tree:
    @property
    def x(self):
        return 0

    @x.setter
    def x(self, depth):
        if depth:
            self.x = depth - 1
            self.x = depth - 1


Tree().x = 21
print("not reached")

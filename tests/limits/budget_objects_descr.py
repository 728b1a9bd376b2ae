# cpython: skip
# args: --budget 200000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# A descriptor's __get__ and __set__, run by attribute reads and stores, are charged to the
# budget like calls: a tree of 2**22 descriptor calls (no back edge, no call instruction)
# stops at the budget, and catching Exception does not stop it.
class Tree:
    def __get__(self, obj, objtype=None):
        if obj.depth == 0:
            return 0
        obj.depth -= 1
        a = obj.t
        obj.v = a
        obj.depth += 1
        return a + 1

    def __set__(self, obj, value):
        if obj.depth == 0:
            return
        obj.depth -= 1
        obj.v = value
        obj.t
        obj.depth += 1


class Node:
    t = Tree()
    v = Tree()

    def __init__(self):
        self.depth = 22


try:
    print(Node().t)
except Exception as e:
    print("caught", type(e).__name__)

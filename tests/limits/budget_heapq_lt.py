# cpython: skip
# args: --budget 400000
# expect-exit: 1
# expect-stderr-last: BudgetExceeded
# The __lt__ calls heapq makes directly (stdlib/np_lib_heapq.c inst_lt) charge the budget: a
# heap of instances grown without end stops at the budget, and no except clause swallows it.
import heapq


class Item:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        return self.v < other.v


h = []
try:
    i = 0
    while True:
        heapq.heappush(h, Item(-i))
        i += 1
except BaseException as e:
    print("caught", type(e).__name__)
print("not reached")

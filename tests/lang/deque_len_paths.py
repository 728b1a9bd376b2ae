# len() and truth of deques through deque_len's inline case and its out-of-line checking
# path: subclasses that set their own attributes first, bounded deques, the unbound call.
from collections import deque


class Early(deque):
    def __init__(self, items):
        self.tag = "t"
        super().__init__(items)


for q in (deque(), deque([1, 2]), Early([]), Early(range(5)), deque(range(3), 2)):
    n = 0
    while q:
        q.pop()
        n += 1
    print(type(q).__name__, n, len(q), bool(q))
print(deque.__len__(deque("abc")))

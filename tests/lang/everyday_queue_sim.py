# A deterministic bank-queue simulation using a seeded LCG and deque.
from collections import deque

class LCG:
    def __init__(self, seed):
        self.state = seed
    def next(self):
        self.state = (1103515245 * self.state + 12345) % (2 ** 31)
        return self.state
    def randint(self, lo, hi):
        return lo + self.next() % (hi - lo + 1)

rng = LCG(42)
queue = deque()
tellers = [None, None]
served, waits = 0, []
for minute in range(60):
    if rng.randint(1, 10) <= 4:
        queue.append((minute, rng.randint(2, 6)))
    for i, t in enumerate(tellers):
        if t is not None and t <= minute:
            tellers[i] = None
        if tellers[i] is None and queue:
            arrived, duration = queue.popleft()
            waits.append(minute - arrived)
            tellers[i] = minute + duration
            served += 1
    if minute % 15 == 14:
        print(f"t={minute:2d} queue={len(queue)} busy={sum(t is not None for t in tellers)}")
print("served", served, "left", len(queue))
print("avg wait %.2f max %d" % (sum(waits) / len(waits), max(waits)))
hist = {}
for w in waits:
    hist[w // 3 * 3] = hist.get(w // 3 * 3, 0) + 1
for k in sorted(hist):
    print(f"{k:2d}-{k + 2:2d} {'*' * hist[k]}")
d = deque([1, 2, 3], maxlen=3)
d.append(4)
d.appendleft(0)
d.rotate(1)
print(d, list(d), d[0], len(d))

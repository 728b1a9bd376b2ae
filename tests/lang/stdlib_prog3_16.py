import heapq
from dataclasses import dataclass, field
from itertools import count

@dataclass(order=True)
class Event:
    time: int
    seq: int
    name: str = field(compare=False)
    payload: dict = field(compare=False, default_factory=dict)

class Sim:
    def __init__(self):
        self.q = []
        self.ctr = count()
        self.now = 0
        self.log = []
    def schedule(self, delay, name, **payload):
        heapq.heappush(self.q, Event(self.now + delay, next(self.ctr), name, payload))
    def run(self, until):
        while self.q and self.q[0].time <= until:
            ev = heapq.heappop(self.q)
            self.now = ev.time
            self.log.append((ev.time, ev.name))
            if ev.name == "arrive" and ev.payload["n"] < 4:
                self.schedule(3, "arrive", n=ev.payload["n"] + 1)
                self.schedule(5, "depart", n=ev.payload["n"])

s = Sim()
s.schedule(0, "arrive", n=1)
s.schedule(7, "tick")
s.run(20)
for t, n in s.log:
    print(f"t={t:3d} {n}")
print(len(s.q), s.q[0] if s.q else None, s.now)

from collections import deque, defaultdict
from dataclasses import dataclass
from typing import Deque, Dict


@dataclass
class Request:
    client: str
    t: float


class SlidingWindowLimiter:
    def __init__(self, limit: int, window: float) -> None:
        self.limit = limit
        self.window = window
        self.hits: Dict[str, Deque[float]] = defaultdict(deque)

    def allow(self, req: Request) -> bool:
        q = self.hits[req.client]
        while q and req.t - q[0] >= self.window:
            q.popleft()
        if len(q) < self.limit:
            q.append(req.t)
            return True
        return False


lim = SlidingWindowLimiter(limit=3, window=10.0)
stream = [Request("a", t) for t in (0, 1, 2, 3, 9.5, 10, 11, 12.5, 20)] + [Request("b", 5)]
stream.sort(key=lambda r: r.t)
results = []
for r in stream:
    ok = lim.allow(r)
    results.append(ok)
    print(f"t={r.t:>5} client={r.client} {'ALLOW' if ok else 'DENY'}")
print(sum(results), len(results))
print({k: list(v) for k, v in lim.hits.items()})
print(lim.hits.default_factory)

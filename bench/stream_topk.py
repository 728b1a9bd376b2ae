# Benchmark (held-out style, after typical agent code): analytics over sorted event streams.
# Per-server streams of (timestamp, server, latency, status) tuples are merged with heapq.merge;
# a running median keeps two heaps; heapq.nlargest/nsmallest with key functions pick the slowest
# requests and busiest endpoints; a sliding time window is kept with a deque and bisect finds
# percentile buckets; itertools.groupby makes per-minute rollups.
import bisect
import heapq
import itertools
import random
from collections import deque

ENDPOINTS = ["/api/users", "/api/orders", "/api/items", "/login", "/search", "/static/app.js",
             "/api/cart", "/health"]
BUCKETS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500]


def server_stream(rng, server, n):
    t = rng.randint(0, 50)
    for _ in range(n):
        t += rng.randint(1, 120)
        endpoint = rng.choice(ENDPOINTS)
        base = 8 if endpoint == "/health" else 40 + 10 * len(endpoint)
        latency = int(rng.expovariate(1 / base)) + 1
        status = 500 if rng.random() < 0.01 else (404 if rng.random() < 0.03 else 200)
        yield (t, server, endpoint, latency, status)


class RunningMedian:
    def __init__(self):
        self.low = []   # max-heap by negation
        self.high = []  # min-heap

    def add(self, x):
        if self.low and x > -self.low[0]:
            heapq.heappush(self.high, x)
        else:
            heapq.heappush(self.low, -x)
        if len(self.low) > len(self.high) + 1:
            heapq.heappush(self.high, -heapq.heappop(self.low))
        elif len(self.high) > len(self.low):
            heapq.heappush(self.low, -heapq.heappop(self.high))

    def median(self):
        if len(self.low) > len(self.high):
            return float(-self.low[0])
        return (-self.low[0] + self.high[0]) / 2


class Window:
    def __init__(self, span):
        self.span = span
        self.events = deque()
        self.errors = 0

    def push(self, event):
        self.events.append(event)
        if event[4] >= 500:
            self.errors += 1
        horizon = event[0] - self.span
        while self.events and self.events[0][0] < horizon:
            old = self.events.popleft()
            if old[4] >= 500:
                self.errors -= 1

    @property
    def error_rate(self):
        return self.errors / len(self.events) if self.events else 0.0


def main(n_servers=8, per_server=7000):
    rng = random.Random(555)
    streams = [server_stream(rng, f"srv{i:02d}", per_server) for i in range(n_servers)]
    merged = heapq.merge(*streams)
    med = RunningMedian()
    window = Window(600)
    histogram = [0] * (len(BUCKETS) + 1)
    per_endpoint = {}
    worst_window = (0.0, 0)
    events = []
    checkpoints = []
    for i, ev in enumerate(merged):
        events.append(ev)
        t, server, endpoint, latency, status = ev
        med.add(latency)
        window.push(ev)
        histogram[bisect.bisect_left(BUCKETS, latency)] += 1
        stats = per_endpoint.get(endpoint)
        if stats is None:
            stats = per_endpoint[endpoint] = [0, 0, 0]
        stats[0] += 1
        stats[1] += latency
        stats[2] += status != 200
        if len(window.events) >= 50 and window.error_rate > worst_window[0]:
            worst_window = (window.error_rate, t)
        if i % 10000 == 0:
            checkpoints.append((i, t, med.median()))
    ordered = all(a[0] <= b[0] for a, b in zip(events, events[1:]))
    print(f"events {len(events)}, ordered {ordered}, final median {med.median()}")
    for i, t, m in checkpoints:
        print(f"  after {i:6d} t={t:7d} median={m}")
    labels = [f"<={b}" for b in BUCKETS] + [f">{BUCKETS[-1]}"]
    print("histogram:", " ".join(f"{lab}:{c}" for lab, c in zip(labels, histogram)))
    slowest = heapq.nlargest(5, events, key=lambda e: (e[3], -e[0]))
    print("slowest:", [(e[1], e[2], e[3]) for e in slowest])
    fastest = heapq.nsmallest(3, events, key=lambda e: (e[3], e[0]))
    print("fastest:", [(e[0], e[3]) for e in fastest])
    busiest = heapq.nlargest(3, per_endpoint.items(), key=lambda kv: kv[1][0])
    print("busiest:", [(k, v[0]) for k, v in busiest])
    for endpoint, (count, total, bad) in sorted(per_endpoint.items()):
        print(f"  {endpoint:<15} {count:6d} avg {total / count:8.2f} bad {bad:4d}")
    print(f"worst window error rate {worst_window[0]:.4f} at t={worst_window[1]}")
    minute_rollup = []
    for minute, group in itertools.groupby(events, key=lambda e: e[0] // 3600):
        lat = sorted(e[3] for e in group)
        p95 = lat[min(len(lat) - 1, int(len(lat) * 0.95))]
        minute_rollup.append((minute, len(lat), p95))
    top_hours = heapq.nlargest(3, minute_rollup, key=lambda r: (r[2], r[0]))
    print("hours:", len(minute_rollup), "worst p95:", top_hours)
    k_way = list(itertools.islice(heapq.merge(*(sorted(rng.sample(range(1000), 20)) for _ in range(5)),
                                              reverse=False), 10))
    print("k-way head:", k_way)


if __name__ == "__main__":
    main()  # test: main(n_servers=3, per_server=200)

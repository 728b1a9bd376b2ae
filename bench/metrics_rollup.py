# Benchmark (held-out style, after typical agent code): a log-based metrics rollup. Seeded
# access-log lines for several services (a common-log-like format with latency, status,
# bytes and a user agent) are parsed with a compiled re; bad lines are counted; requests are
# rolled up into 1-minute and 15-minute buckets per (service, route template) where ids in
# paths are replaced by placeholders; each bucket keeps counts by status class, a latency
# reservoir for p50/p95/p99 (sorted, nearest-rank) and byte sums; error-rate alerts fire when
# a rolling window exceeds a threshold; the rollup is serialised to JSON lines and read back.
import json
import math
import random
import re
from collections import defaultdict, deque, Counter
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from itertools import islice
from statistics import fmean

LINE_RE = re.compile(
    r'^(?P<ip>\d{1,3}(?:\.\d{1,3}){3}) - (?P<user>\S+) \[(?P<ts>[^\]]+)\] '
    r'"(?P<method>[A-Z]+) (?P<path>\S+) HTTP/1\.[01]" (?P<status>\d{3}) (?P<bytes>\d+|-) '
    r'(?P<ms>\d+(?:\.\d+)?)ms "(?P<ua>[^"]*)" svc=(?P<svc>[\w-]+)$')
ID_RE = re.compile(r"/(\d+|[0-9a-f]{8,})(?=/|$)")
ROUTES = ["/api/users/{id}", "/api/users/{id}/orders", "/api/orders/{id}", "/api/search", "/health",
          "/api/carts/{id}/items", "/static/app.js", "/api/login", "/api/products/{id}/reviews"]
AGENTS = ["Mozilla/5.0 (X11; Linux)", "curl/8.1", "okhttp/4.9", "Mozilla/5.0 (iPhone)", "python-requests/2.31"]
TS_FMT = "%d/%b/%Y:%H:%M:%S %z"


@dataclass
class Bucket:
    count: int = 0
    by_class: Counter = field(default_factory=Counter)
    bytes: int = 0
    latencies: list = field(default_factory=list)

    def add(self, status, size, ms):
        self.count += 1
        self.by_class[f"{status // 100}xx"] += 1
        self.bytes += size
        self.latencies.append(ms)

    def percentiles(self):
        xs = sorted(self.latencies)
        return {f"p{p}": xs[max(0, math.ceil(p / 100 * len(xs)) - 1)] for p in (50, 95, 99)}

    def to_json(self):
        return {"count": self.count, "classes": dict(sorted(self.by_class.items())), "bytes": self.bytes,
                **self.percentiles(), "mean": round(fmean(self.latencies), 3)}


def generate(n, rng):
    t0 = datetime(2025, 6, 1, 12, 0, tzinfo=timezone.utc)
    lines = []
    for i in range(n):
        t = t0 + timedelta(seconds=i * 0.25 + rng.random())
        route = rng.choice(ROUTES)
        path = route.replace("{id}", str(rng.randint(1, 99999)) if rng.random() < 0.7 else f"{rng.getrandbits(40):010x}")
        incident = 1800 < i < 2600 and route.startswith("/api/orders")
        status = rng.choice((500, 503)) if incident and rng.random() < 0.6 else rng.choice(
            (200, 200, 200, 200, 201, 204, 301, 304, 400, 401, 404, 429, 500))
        ms = round(rng.lognormvariate(3.0 if not incident else 5.0, 0.6), 1)
        size = "-" if status in (204, 304) else str(rng.randint(80, 50000))
        line = (f'10.{rng.randint(0, 3)}.{rng.randint(0, 255)}.{rng.randint(1, 254)} - '
                f'{rng.choice(("-", "alice", "bob", "svc-batch"))} [{t.strftime(TS_FMT)}] '
                f'"{rng.choice(("GET", "GET", "POST", "PUT", "DELETE"))} {path} HTTP/1.1" {status} {size} '
                f'{ms}ms "{rng.choice(AGENTS)}" svc={rng.choice(("web", "api-gw", "orders"))}')
        if rng.random() < 0.01:
            line = line[: rng.randrange(10, len(line))]
        lines.append(line)
    return lines


def template(path):
    return ID_RE.sub("/{id}", path)


def main(n=7000, seed=21):
    rng = random.Random(seed)
    lines = generate(n, rng)
    minute = defaultdict(Bucket)
    quarter = defaultdict(Bucket)
    bad = 0
    window = deque()
    errors_in_window = 0
    alerts = []
    agents = Counter()
    for line in lines:
        m = LINE_RE.match(line)
        if m is None:
            bad += 1
            continue
        ts = datetime.strptime(m["ts"], TS_FMT)
        status = int(m["status"])
        size = 0 if m["bytes"] == "-" else int(m["bytes"])
        ms = float(m["ms"])
        route = template(m["path"].split("?", 1)[0])
        key_min = (m["svc"], route, ts.replace(second=0).isoformat())
        q = ts.replace(minute=ts.minute - ts.minute % 15, second=0)
        minute[key_min].add(status, size, ms)
        quarter[(m["svc"], route, q.isoformat())].add(status, size, ms)
        agents[m["ua"].split("/")[0]] += 1
        is_err = status >= 500
        window.append((ts, is_err))
        errors_in_window += is_err
        while window and window[0][0] <= ts - timedelta(seconds=60):
            errors_in_window -= window.popleft()[1]
        rate = errors_in_window / len(window)
        if len(window) >= 50 and rate > 0.12 and (not alerts or ts - alerts[-1][0] > timedelta(minutes=5)):
            alerts.append((ts, round(rate, 3)))
    print(f"lines {len(lines)} bad {bad} minute buckets {len(minute)} quarter buckets {len(quarter)}")
    out = "\n".join(json.dumps({"svc": s, "route": r, "at": at, **b.to_json()}, sort_keys=True)
                    for (s, r, at), b in sorted(quarter.items()))
    back = [json.loads(l) for l in out.splitlines()]
    print(f"jsonl {len(out)} chars, {len(back)} records, total count {sum(r['count'] for r in back)}")
    by_route = defaultdict(list)
    for r in back:
        by_route[r["route"]].append(r)
    for route in sorted(by_route):
        rs = by_route[route]
        err = sum(r["classes"].get("5xx", 0) for r in rs)
        cnt = sum(r["count"] for r in rs)
        print(f"  {route:<28} n={cnt:5d} 5xx={err / cnt:6.2%} worst p99={max(r['p99'] for r in rs):8.1f}")
    print("alerts", [(t.strftime("%H:%M:%S"), r) for t, r in alerts])
    busiest = sorted(minute.items(), key=lambda kv: (-kv[1].count, kv[0]))
    for key, b in islice(busiest, 3):
        print("  busiest", key, b.count, b.percentiles())
    print("agents", agents.most_common())


if __name__ == "__main__":
    main()  # test: main(n=400)

# Benchmark (held-out style, after typical agent code): web access events rolled up into reports.
# Events are generated as dicts with a seeded random.Random, sorted with operator.itemgetter keys
# and grouped with itertools.groupby per (service, endpoint) and per time bucket; percentiles come
# from sorted latency lists, error rates from Counter, sessions are split on idle gaps, top users by
# heapq.nlargest, and the report is formatted with f-strings and str.ljust/rjust.
import heapq
import random
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

SERVICES = ["auth", "cart", "search", "billing", "profile"]
ENDPOINTS = ["/list", "/get", "/create", "/update", "/delete", "/health"]
STATUSES = [200] * 30 + [201, 204, 301, 304, 400, 401, 403, 404, 404, 500, 502, 503]


def gen_events(n, seed):
    rng = random.Random(seed)
    t, events = 1_700_000_000, []
    for i in range(n):
        t += rng.randint(0, 4)
        svc = rng.choice(SERVICES)
        ev = {
            "ts": t, "service": svc, "endpoint": rng.choice(ENDPOINTS),
            "status": rng.choice(STATUSES), "user": f"u{rng.randint(1, 300):03d}",
            "latency_ms": round(rng.expovariate(1 / (20 + SERVICES.index(svc) * 15)), 2),
            "bytes": rng.randint(100, 50_000),
        }
        events.append(ev)
    return events


def percentile(sorted_vals, p):
    if not sorted_vals:
        return 0.0
    k = (len(sorted_vals) - 1) * p / 100
    lo = int(k)
    hi = min(lo + 1, len(sorted_vals) - 1)
    return sorted_vals[lo] + (sorted_vals[hi] - sorted_vals[lo]) * (k - lo)


def by_endpoint(events):
    key = itemgetter("service", "endpoint")
    rows = []
    for (svc, ep), group in groupby(sorted(events, key=key), key=key):
        group = list(group)
        lat = sorted(e["latency_ms"] for e in group)
        errors = sum(1 for e in group if e["status"] >= 500)
        rows.append((svc, ep, len(group), percentile(lat, 50), percentile(lat, 95),
                     percentile(lat, 99), errors / len(group)))
    return rows


def by_minute(events):
    buckets = []
    for minute, group in groupby(events, key=lambda e: e["ts"] // 60):
        statuses = Counter(e["status"] // 100 for e in group)
        buckets.append((minute, sum(statuses.values()), statuses[5], statuses[4]))
    return buckets


def sessions(events, gap):
    per_user = defaultdict(list)
    for e in events:
        per_user[e["user"]].append(e["ts"])
    lengths = []
    for user, times in per_user.items():
        start = prev = times[0]
        for t in times[1:]:
            if t - prev > gap:
                lengths.append((prev - start, user))
                start = t
            prev = t
        lengths.append((prev - start, user))
    return lengths


def report(events):
    lines = []
    rows = by_endpoint(events)
    lines.append(f"{'service':<10}{'endpoint':<10}{'count':>7}{'p50':>9}{'p95':>9}{'p99':>9}{'err%':>7}")
    for svc, ep, n, p50, p95, p99, err in rows:
        lines.append(f"{svc:<10}{ep:<10}{n:>7}{p50:>9.2f}{p95:>9.2f}{p99:>9.2f}{err:>7.1%}")
    buckets = by_minute(events)
    worst = max(buckets, key=lambda b: (b[2] / b[1], b[0]))
    lines.append(f"minutes {len(buckets)} worst {worst[0]} 5xx={worst[2]}/{worst[1]}")
    traffic = Counter()
    for e in events:
        traffic[e["user"]] += e["bytes"]
    top = heapq.nlargest(5, traffic.items(), key=itemgetter(1))
    lines.append("top " + ", ".join(f"{u}={b / 1024:.1f}KiB" for u, b in top))
    sess = sessions(events, 300)
    longest = sorted(sess, reverse=True)[:3]
    lines.append(f"sessions {len(sess)} longest {longest}")
    status_mix = Counter(e["status"] for e in events)
    lines.append(" ".join(f"{s}:{c}" for s, c in sorted(status_mix.items())))
    return lines


def main(n, rounds):
    digest = 0
    for r in range(rounds):
        events = gen_events(n, seed=r)
        lines = report(events)
        for line in lines:
            digest = (digest * 131 + sum(map(ord, line))) % 1_000_000_007
        if r == 0:
            print("\n".join(lines[:6]))
            print("\n".join(lines[-4:]))
    print("digest", digest)


if __name__ == "__main__":
    main(n=9000, rounds=8)  # test: main(n=500, rounds=1)

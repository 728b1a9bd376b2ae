# Benchmark (held-out style, after typical agent code): a web access-log pipeline built from
# generators and itertools. Log lines are synthesised as text, then streamed through a chain of
# generator stages (parse with str.split, filter, enrich) with itertools.islice, chain, groupby
# over sorted keys, accumulate for running totals, pairwise for inter-arrival gaps, tee for two
# consumers, takewhile/dropwhile for time windows, and zip_longest for a side-by-side report.
import itertools
import random
from collections import Counter

PATHS = ["/", "/login", "/logout", "/api/items", "/api/items/{}", "/api/cart", "/static/app.js",
         "/static/style.css", "/search?q={}", "/admin", "/healthz"]
AGENTS = ["curl/8.1", "Mozilla/5.0", "bot/2.1", "python-requests/2.31", "Safari/17"]
METHODS = ["GET", "GET", "GET", "POST", "PUT", "DELETE"]


def synth_lines(n, rng):
    t = 1_700_000_000
    for i in range(n):
        t += rng.randint(0, 3)
        ip = f"10.{rng.randint(0, 3)}.{rng.randint(0, 20)}.{rng.randint(1, 254)}"
        path = rng.choice(PATHS)
        if "{}" in path:
            path = path.format(rng.randint(1, 500))
        method = rng.choice(METHODS)
        status = rng.choices([200, 201, 204, 301, 404, 500, 503], [70, 5, 3, 4, 10, 2, 1])[0]
        size = rng.randint(0, 50_000) if status < 300 else 0
        ms = round(rng.lognormvariate(3.0, 0.8), 1)
        yield f"{ip} - - [{t}] \"{method} {path} HTTP/1.1\" {status} {size} {ms} \"{rng.choice(AGENTS)}\""


def parse(lines):
    for line in lines:
        head, _, rest = line.partition(' "')
        request, _, tail = rest.partition('" ')
        ip, _, _, stamp = head.split(" ")
        method, path, _ = request.split(" ")
        status, size, ms, agent = tail.split(" ", 3)
        yield {
            "ip": ip, "ts": int(stamp.strip("[]")), "method": method, "path": path,
            "status": int(status), "size": int(size), "ms": float(ms), "agent": agent.strip('"'),
        }


def enrich(records):
    for r in records:
        path = r["path"].split("?", 1)[0]
        parts = [p for p in path.split("/") if p]
        r["route"] = "/" + "/".join("{id}" if p.isdigit() else p for p in parts)
        r["kind"] = "static" if path.startswith("/static") else "api" if path.startswith("/api") else "page"
        r["subnet"] = ".".join(r["ip"].split(".")[:2])
        r["bot"] = "bot" in r["agent"] or "curl" in r["agent"]
        yield r


def not_health(records):
    return (r for r in records if r["route"] != "/healthz")


def windows(records, width):
    key = lambda r: r["ts"] // width
    for w, group in itertools.groupby(records, key=key):
        yield w * width, list(group)


def main(n=28_000, seed=5):
    rng = random.Random(seed)
    stream = not_health(enrich(parse(synth_lines(n, rng))))
    a, b = itertools.tee(stream)
    first = list(itertools.islice(a, 5))
    for r in first:
        print(f"{r['ts']} {r['method']:<6} {r['route']:<16} {r['status']} {r['ms']:7.1f}")
    records = list(itertools.chain(first, a))
    del b
    print("records", len(records))

    per_window = []
    for start, group in windows(records, 300):
        errors = sum(1 for r in group if r["status"] >= 500)
        per_window.append((start, len(group), errors, max(r["ms"] for r in group)))
    busiest = sorted(per_window, key=lambda w: (-w[1], w[0]))[:3]
    for start, count, errors, worst in busiest:
        print(f"window {start} requests {count} errors {errors} slowest {worst}")
    running = list(itertools.accumulate(w[1] for w in per_window))
    print("windows", len(per_window), "running total checkpoints", running[::max(1, len(running) // 5)])

    by_route = sorted(records, key=lambda r: r["route"])
    print(f"{'route':<16}{'hits':>7}{'p50':>8}{'p95':>8}{'bytes':>12}")
    for route, group in itertools.groupby(by_route, key=lambda r: r["route"]):
        group = list(group)
        ms = sorted(r["ms"] for r in group)
        total = sum(r["size"] for r in group)
        print(f"{route:<16}{len(group):>7}{ms[len(ms) // 2]:>8.1f}{ms[int(len(ms) * 0.95)]:>8.1f}{total:>12,}")

    gaps = Counter(min(b2["ts"] - a2["ts"], 5) for a2, b2 in itertools.pairwise(records))
    print("gaps", sorted(gaps.items()))

    t0 = records[0]["ts"]
    warmup = list(itertools.takewhile(lambda r: r["ts"] < t0 + 600, records))
    rest = itertools.dropwhile(lambda r: r["ts"] < t0 + 600, records)
    print("warmup", len(warmup), "after", sum(1 for _ in rest))

    subnets = Counter(r["subnet"] for r in records if not r["bot"])
    bots = Counter(r["subnet"] for r in records if r["bot"])
    rows = itertools.zip_longest(subnets.most_common(4), bots.most_common(3), fillvalue=("-", 0))
    for (s1, n1), (s2, n2) in rows:
        print(f"  human {s1:<6} {n1:6d}   bot {s2:<6} {n2:6d}")

    statuses = Counter(r["status"] for r in records)
    kinds = Counter((r["kind"], r["method"]) for r in records)
    print(" ".join(f"{s}:{c}" for s, c in sorted(statuses.items())))
    print(" ".join(f"{k}/{m}={c}" for (k, m), c in sorted(kinds.items()) if c > 1000))
    combos = Counter(itertools.combinations(sorted({r["kind"] for r in records[:50]}), 2))
    print("kind pairs", sorted(combos))
    heavy = list(itertools.compress(records, (r["size"] > 49_000 for r in records)))
    print("heavy", len(heavy), "first", heavy[0]["route"] if heavy else None)
    ips = itertools.starmap(lambda ip, c: f"{ip}x{c}", Counter(r["ip"] for r in records).most_common(3))
    print("top ips", ", ".join(ips))


if __name__ == "__main__":
    main()  # test: main(n=2000)

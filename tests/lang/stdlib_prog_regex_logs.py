import re
from collections import Counter, defaultdict

LOG = """2024-03-01 12:00:01 INFO  [auth] user=alice action=login ip=10.0.0.1
2024-03-01 12:00:05 WARN  [db] slow query took 1532ms
2024-03-01 12:01:10 ERROR [auth] user=bob action=login ip=10.0.0.7 reason="bad password"
2024-03-01 12:02:00 INFO  [auth] user=bob action=login ip=10.0.0.7
2024-03-01 12:03:44 ERROR [api] status=500 path=/v1/items
2024-03-01 12:04:00 INFO  [api] status=200 path=/v1/items
garbage line here
2024-03-01 12:05:00 WARN  [db] slow query took 980ms"""

LINE_RE = re.compile(r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:]+) (?P<level>[A-Z]+)\s+\[(?P<mod>\w+)\] (?P<msg>.*)$")
KV_RE = re.compile(r'(\w+)=("[^"]*"|\S+)')

def main():
    levels = Counter()
    by_module = defaultdict(list)
    bad = 0
    for line in LOG.splitlines():
        m = LINE_RE.match(line)
        if not m:
            bad += 1
            continue
        levels[m.group("level")] += 1
        by_module[m["mod"]].append(m.group("time"))
        kv = {k: v.strip('"') for k, v in KV_RE.findall(m.group("msg"))}
        if kv:
            print(m.group("level"), kv)
    print(dict(levels), "unparsed:", bad)
    for mod, times in sorted(by_module.items()):
        print(mod, times[0], "->", times[-1], len(times))
    durations = [int(x) for x in re.findall(r"took (\d+)ms", LOG)]
    print("durations", durations, sum(durations) / len(durations))
    print(re.sub(r"ip=(\d+)\.(\d+)\.\d+\.\d+", r"ip=\1.\2.x.x", LOG.splitlines()[0]))
    print(re.split(r"\s*[;,]\s*", "a, b;c ,d"))
    print(re.search(r"user=(\w+)", LOG).span(), re.fullmatch(r"\d+", "123") is not None)

main()

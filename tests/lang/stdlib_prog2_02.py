import re
from collections import Counter, defaultdict

LOG = """\
2024-03-01 10:15:32 INFO  [auth] user=alice action=login ip=10.0.0.1
2024-03-01 10:16:01 WARN  [db] slow query took 1532ms
2024-03-01 10:17:45 ERROR [auth] user=bob action=login ip=10.0.0.7 reason="bad password"
2024-03-01 10:18:00 INFO  [auth] user=alice action=logout ip=10.0.0.1
2024-03-01 10:20:13 ERROR [api] status=500 path=/v1/items
2024-03-01 10:21:59 INFO  [api] status=200 path=/v1/users
2024-03-01 10:22:10 WARN  [db] slow query took 2210ms
"""

LINE_RE = re.compile(
    r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:]+) (?P<level>\w+)\s+\[(?P<comp>\w+)\] (?P<msg>.*)$"
)
KV_RE = re.compile(r'(\w+)=("[^"]*"|\S+)')

levels = Counter()
by_comp = defaultdict(list)
for line in LOG.splitlines():
    m = LINE_RE.match(line)
    if not m:
        print("no match:", line)
        continue
    d = m.groupdict()
    levels[d["level"]] += 1
    kv = {k: v.strip('"') for k, v in KV_RE.findall(d["msg"])}
    by_comp[d["comp"]].append(kv)

print(levels.most_common())
for comp in sorted(by_comp):
    print(comp, by_comp[comp])

durations = [int(x) for x in re.findall(r"took (\d+)ms", LOG)]
print("slow queries:", durations, "avg", sum(durations) / len(durations))
ips = sorted(set(re.findall(r"ip=(\d+(?:\.\d+){3})", LOG)))
print(ips)
masked = re.sub(r"user=(\w+)", lambda m: "user=" + m.group(1)[0] + "***", LOG)
print(masked.splitlines()[2])
for m in re.finditer(r"status=(\d{3})", LOG):
    print(m.group(1), m.span())

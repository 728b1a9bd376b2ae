# Benchmark (held-out style, after typical agent code): parsing generated log lines.
# Measures re.compile'd match() with groups, re.findall and re.sub, int() and str() conversions,
# hex formatting, str.partition/split, dict aggregation and %-style and format() output.
import re

LINE_RE = re.compile(r"(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d) \[(\w+)\] (\w+): (.*)")
KV_RE = re.compile(r"(\w+)=(\d+)")
LEVELS = ["INFO", "WARN", "ERROR", "DEBUG"]
SERVICES = ["auth", "db", "web", "cache", "queue"]


def make_lines(n, seed):
    x = seed
    lines = []
    for i in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        lvl = LEVELS[x % 4]
        svc = SERVICES[(x >> 3) % 5]
        sec = i % 60
        minute = (i // 60) % 60
        hour = (i // 3600) % 24
        msg = "user=%d bytes=%d took=%d req 0x%x" % (x % 1000, (x >> 5) % 100000, (x >> 9) % 500, x & 0xFFFF)
        lines.append("2024-03-%02d %02d:%02d:%02d [%s] %s: %s" % (1 + i // 86400, hour, minute, sec, lvl, svc, msg))
    return lines


def parse(lines):
    per_level = {}
    per_service = {}
    slow = 0
    total_bytes = 0
    for line in lines:
        m = LINE_RE.match(line)
        if not m:
            continue
        level = m.group(7)
        svc = m.group(8)
        per_level[level] = per_level.get(level, 0) + 1
        fields = dict(KV_RE.findall(m.group(9)))
        took = int(fields["took"])
        total_bytes += int(fields["bytes"])
        if took > 400:
            slow += 1
        stats = per_service.setdefault(svc, [0, 0])
        stats[0] += 1
        stats[1] += took
        _, _, tail = m.group(9).partition("req ")
        if int(tail, 16) % 1000 == 0:
            slow += 0
    return per_level, per_service, slow, total_bytes


def main():
    lines = make_lines(140000, 42)
    per_level, per_service, slow, total_bytes = parse(lines)
    for k in sorted(per_level):
        print("%-6s %6d" % (k, per_level[k]))
    for k in sorted(per_service):
        n, t = per_service[k]
        print("{:>6}: {:5d} avg {:8.3f}".format(k, n, t / n))
    print(slow, total_bytes, hex(total_bytes))
    masked = [re.sub(r"user=\d+", "user=***", ln) for ln in lines[:5000]]
    print(masked[0])
    print(sum(len(s) for s in masked), str(total_bytes)[::-1])


main()

import re
from collections import Counter, defaultdict

LOG = """\
192.168.1.5 - - [10/Oct/2023:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326
10.0.0.2 - - [10/Oct/2023:13:56:01 +0000] "POST /api/login HTTP/1.1" 401 87
192.168.1.5 - - [10/Oct/2023:13:57:12 +0000] "GET /about.html HTTP/1.1" 200 1045
10.0.0.3 - - [10/Oct/2023:14:01:44 +0000] "GET /missing HTTP/1.1" 404 0
10.0.0.2 - - [10/Oct/2023:14:02:10 +0000] "POST /api/login HTTP/1.1" 200 120
bad line here
"""
PAT = re.compile(r'(?P<ip>\d+(?:\.\d+){3}) \S+ \S+ \[(?P<ts>[^\]]+)\] "(?P<method>\w+) (?P<path>\S+) [^"]*" (?P<status>\d{3}) (?P<size>\d+)')

by_status = Counter()
bytes_by_ip = defaultdict(int)
bad = 0
for line in LOG.splitlines():
    m = PAT.match(line)
    if not m:
        bad += 1
        continue
    d = m.groupdict()
    by_status[int(d["status"])] += 1
    bytes_by_ip[d["ip"]] += int(d["size"])
print(sorted(by_status.items()))
for ip, n in sorted(bytes_by_ip.items(), key=lambda kv: -kv[1]):
    print(f"{ip:<15}{n:>8,}")
print("unparsed:", bad)
hours = Counter(re.search(r":(\d\d):", l).group(1) for l in LOG.splitlines() if ":" in l and "[" in l)
print(hours.most_common())

# args: --policy ../../examples/policies/data.policy
# The shipped data-analysis policy: json, statistics, collections and re work (as in CPython).
import json
import statistics
import re
from collections import Counter, defaultdict
rows = json.loads('[{"city": "Oslo", "t": 3.5}, {"city": "Rome", "t": 14.0}, {"city": "Oslo", "t": 1.5}]')
by_city = defaultdict(list)
for r in rows:
    by_city[r["city"]].append(r["t"])
print({c: statistics.mean(v) for c, v in sorted(by_city.items())})
print(Counter(r["city"] for r in rows).most_common(1))
print(re.findall(r"[A-Z]\w+", json.dumps(rows)))

import json
from collections import Counter, defaultdict
from statistics import mean

EVENTS = """
{"user": "u1", "type": "click", "value": 3, "ts": "2024-01-01T10:00:00"}
{"user": "u2", "type": "view", "value": 1, "ts": "2024-01-01T10:01:00"}
{"user": "u1", "type": "purchase", "value": 49.99, "ts": "2024-01-01T10:05:00"}
not json at all
{"user": "u3", "type": "click", "value": 7, "ts": "2024-01-01T11:00:00"}
{"user": "u2", "type": "purchase", "value": 15.5}
{"user": "u1", "type": "click"
"""

good, bad = [], []
for n, line in enumerate(EVENTS.strip().splitlines(), 1):
    try:
        good.append(json.loads(line))
    except json.JSONDecodeError as e:
        bad.append((n, str(e)))

print(len(good), "good;", len(bad), "bad")
for n, err in bad:
    print(f"  line {n}: {err}")

types = Counter(e["type"] for e in good)
print(dict(types))
per_user = defaultdict(lambda: {"events": 0, "spent": 0.0})
for e in good:
    rec = per_user[e["user"]]
    rec["events"] += 1
    if e["type"] == "purchase":
        rec["spent"] += e["value"]
print(json.dumps(per_user, indent=1, sort_keys=True))
print(mean(e.get("value", 0) for e in good))
missing_ts = [e["user"] for e in good if "ts" not in e]
print("missing ts:", missing_ts)
print(json.dumps({"top": types.most_common(1)[0]}))
print(json.dumps("quote\" backslash\\ newline\n tab\t"))
print(json.loads('"\\u00e9\\n\\u2603"'))

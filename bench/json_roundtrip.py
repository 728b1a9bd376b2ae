# Benchmark (held-out style, after pyperformance "json_dumps"/"json_loads"): serialising
# and parsing nested dicts/lists of ints, floats, strs, bools and None with the json module,
# with and without indent and sort_keys.
import json

records = []
for i in range(60):
    records.append({
        "id": i,
        "name": "item-%d" % i,
        "price": i * 1.25 + 0.5,
        "tags": ["t%d" % (i % 7), "u%d" % (i % 3), "caf\u00e9" if i % 5 == 0 else "x"],
        "active": i % 2 == 0,
        "parent": None if i % 4 else i // 4,
        "dims": {"w": i % 10, "h": (i * 3) % 11, "d": [1, 2, 3]},
    })
doc = {"version": 3, "records": records, "note": "line\nbreak \"quoted\" \\ tab\t"}

total = 0
for it in range(250):
    s = json.dumps(doc)
    back = json.loads(s)
    total += len(s) + len(back["records"])
    s2 = json.dumps(doc, sort_keys=True, indent=2)
    total += len(s2)
    back2 = json.loads(s2)
    if back2 != back:
        total = -1
print(total, back["records"][7]["price"], back["records"][5]["tags"][2])
print(json.dumps(back["records"][3], sort_keys=True))

# JSON round trips and nested data validation.
import json

raw = '''{"name": "svc", "version": 3, "debug": false, "ratio": 0.75,
 "hosts": [{"host": "a.example", "port": 80}, {"host": "b.example", "port": 8443, "tls": true}],
 "limits": {"cpu": 2, "mem": "512M"}, "tags": null}'''
cfg = json.loads(raw)
print(type(cfg).__name__, sorted(cfg))
print(cfg["hosts"][1]["port"], cfg["limits"], cfg["tags"], cfg["debug"])

def validate(cfg, schema, path="$"):
    problems = []
    for key, typ in schema.items():
        if key not in cfg:
            problems.append(f"{path}.{key}: missing")
        elif isinstance(typ, dict):
            problems += validate(cfg[key], typ, f"{path}.{key}")
        elif not isinstance(cfg[key], typ):
            problems.append(f"{path}.{key}: expected {typ.__name__}, got {type(cfg[key]).__name__}")
    return problems

schema = {"name": str, "version": int, "ratio": float, "limits": {"cpu": int, "mem": int, "disk": int}}
for p in validate(cfg, schema):
    print(p)
out = json.dumps(cfg, sort_keys=True)
print(out[:60])
print(json.dumps({"b": [1, 2.5, None, True], "a": "x\"y"}, indent=2))
print(json.dumps([1, {"k": "é"}]), json.dumps("é", ensure_ascii=False))
again = json.loads(json.dumps(cfg))
print(again == cfg, json.loads("[1, 2e3, -0.5]"))
for bad in ['{"a": }', '[1, 2', 'nul']:
    try:
        json.loads(bad)
    except ValueError as e:
        print(type(e).__name__, e)

import json

DEFAULTS = '{"server": {"host": "0.0.0.0", "port": 8080, "tls": {"enabled": false}}, "log": {"level": "info", "files": ["app.log"]}, "features": []}'
OVERRIDE = '{"server": {"port": 9090, "tls": {"enabled": true, "cert": "/etc/c.pem"}}, "log": {"files": ["x.log"]}, "features": ["beta"], "extra": null}'

def deep_merge(a, b):
    out = dict(a)
    for k, v in b.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = deep_merge(out[k], v)
        elif isinstance(v, list) and isinstance(out.get(k), list):
            out[k] = out[k] + [x for x in v if x not in out[k]]
        else:
            out[k] = v
    return out

cfg = deep_merge(json.loads(DEFAULTS), json.loads(OVERRIDE))
print(json.dumps(cfg, indent=2, sort_keys=True))
print(json.dumps(cfg, separators=(",", ":")))

def flatten(d, prefix=""):
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            yield from flatten(v, key)
        else:
            yield key, v

for k, v in sorted(flatten(cfg)):
    print(f"{k} = {json.dumps(v)}")
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    print("bad:", e.msg, e.pos, e.lineno, e.colno)
print(json.dumps({"u": "é☃", "t": (1, 2), 3: 4.5}), json.dumps("é", ensure_ascii=False))

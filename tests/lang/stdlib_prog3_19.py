import json
from typing import Any, Dict

SCHEMA = {"name": str, "port": int, "debug": bool, "ratio": float, "tags": list}

def validate(cfg: Dict[str, Any]) -> list:
    errors = []
    for key, typ in SCHEMA.items():
        if key not in cfg:
            errors.append(f"missing {key}")
        elif typ is int and isinstance(cfg[key], bool):
            errors.append(f"{key}: expected int, got bool")
        elif not isinstance(cfg[key], typ) and not (typ is float and isinstance(cfg[key], int)):
            errors.append(f"{key}: expected {typ.__name__}, got {type(cfg[key]).__name__}")
    for key in cfg.keys() - SCHEMA.keys():
        errors.append(f"unknown {key}")
    return sorted(errors)

docs = ['{"name": "svc", "port": 80, "debug": false, "ratio": 1, "tags": []}',
        '{"name": 5, "port": true, "ratio": "x", "tags": {}, "colour": "red"}',
        '{"name": "a", "port": 1, "debug": true, "ratio": 0.5, "tags": ["x"], "z": 1, "y": 2}',
        '[1, 2]', '{"name": "a" "port": 1}']
for d in docs:
    try:
        cfg = json.loads(d)
        if not isinstance(cfg, dict):
            raise TypeError(f"top level must be an object, not {type(cfg).__name__}")
        errs = validate(cfg)
        print("OK" if not errs else "; ".join(errs))
    except (json.JSONDecodeError, TypeError) as e:
        print(type(e).__name__ + ":", e)

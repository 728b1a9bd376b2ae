import json
from typing import Any, Dict

DEFAULTS: Dict[str, Any] = {
    "name": "service",
    "port": 8080,
    "debug": False,
    "features": {"cache": True, "retries": 3},
}

raw = '''
{
  "name": "orders",
  "port": 9000,
  "features": {"retries": 5, "timeout": 2.5},
  "owners": ["team-a", "team-b"],
  "ratio": 1e-3,
  "nothing": null
}
'''


def deep_merge(base: Dict[str, Any], override: Dict[str, Any]) -> Dict[str, Any]:
    result = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = deep_merge(result[key], value)
        else:
            result[key] = value
    return result


cfg = deep_merge(DEFAULTS, json.loads(raw))
print(json.dumps(cfg, indent=2, sort_keys=True))
print(json.dumps(cfg, separators=(",", ":")))

bad_inputs = ['{"a": 1,}', '[1, 2', '{"a" 1}', '', 'nul', '{"x": "unterminated}']
for text in bad_inputs:
    try:
        json.loads(text)
    except json.JSONDecodeError as e:
        print(f"{text!r}: {e.msg} at line {e.lineno} col {e.colno} (pos {e.pos})")

print(json.loads('[1, 2.0, "three", true, false, null]'))
print(json.dumps({"unicode": "café ☕", "n": 10**20}))
print(json.dumps({"unicode": "café ☕"}, ensure_ascii=False))
print(json.dumps([float("inf"), float("nan")]))

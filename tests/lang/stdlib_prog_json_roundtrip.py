import json

CONFIG = '''{
  "name": "pipeline",
  "version": 3,
  "enabled": true,
  "threshold": 0.75,
  "stages": [
    {"name": "fetch", "retries": 3, "timeout": null},
    {"name": "parse", "retries": 0, "options": {"strict": false, "encoding": "utf-8"}},
    {"name": "store", "retries": 1, "tags": ["db", "primary"]}
  ],
  "unicode": "caf\\u00e9 \\u2603",
  "nested": {"a": {"b": {"c": [1, 2.5, -3e2]}}}
}'''

def walk(obj, path="$"):
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from walk(v, f"{path}.{k}")
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from walk(v, f"{path}[{i}]")
    else:
        yield path, obj

def main():
    cfg = json.loads(CONFIG)
    for path, value in walk(cfg):
        print(f"{path} = {value!r}")
    print(json.dumps(cfg["unicode"]), json.dumps(cfg["unicode"], ensure_ascii=False))
    out = json.dumps(cfg, sort_keys=True)
    print(json.loads(out) == cfg)
    print(json.dumps({"t": (1, 2), "f": 1.0, "big": 10**20, "neg": -0.5, "s": "q\"\n\t"}))
    print(json.dumps([1, [2, [3]]], indent=4))
    print(json.dumps({"k": []}, indent=2), json.dumps({}, indent=2))
    for bad in ['{"a": 1,}', "[1, 2", "nul"]:
        try:
            json.loads(bad)
        except json.JSONDecodeError as e:
            print("bad json:", type(e).__name__, e.pos)
    try:
        json.dumps({"x": {1, 2}})
    except TypeError as e:
        print("TypeError:", e)
    print(json.dumps({"set": [3, 1]}, default=str), json.loads("1e3"), json.loads('"\\ud83d\\ude00"') == "\U0001F600")

main()

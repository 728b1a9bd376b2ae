import json

SCHEMA = {"name": str, "age": int, "email": str, "tags": list}

PAYLOADS = [
    '{"name": "Ann", "age": 31, "email": "ann@x.io", "tags": ["a"]}',
    '{"name": "Bob", "age": "31", "email": "bob@x.io", "tags": []}',
    '{"name": "Cid", "email": "cid@x.io"}',
    '{"name": "Dee", "age": 40, "email": "dee@x.io", "tags": [], "extra": true}',
    'not json',
]

def validate(obj):
    errors = []
    for key, typ in SCHEMA.items():
        if key not in obj:
            errors.append(f"missing field '{key}'")
        elif not isinstance(obj[key], typ):
            errors.append(f"field '{key}' should be {typ.__name__}, got {type(obj[key]).__name__}")
    for key in obj:
        if key not in SCHEMA:
            errors.append(f"unexpected field '{key}'")
    return errors

def main():
    results = []
    for i, raw in enumerate(PAYLOADS):
        try:
            obj = json.loads(raw)
        except ValueError as e:
            results.append({"index": i, "ok": False, "errors": ["invalid json: " + str(e)]})
            continue
        errs = validate(obj)
        results.append({"index": i, "ok": not errs, "errors": errs})
    for r in results:
        print(json.dumps(r))
    ok = sum(r["ok"] for r in results)
    print(f"{ok}/{len(results)} valid ({ok / len(results):.0%})")

main()

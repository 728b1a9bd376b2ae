import json
from typing import Any, Dict, List

SCHEMA = {
    "type": "object",
    "required": ["name", "age"],
    "properties": {
        "name": {"type": "string"},
        "age": {"type": "integer", "minimum": 0},
        "emails": {"type": "array", "items": {"type": "string"}},
        "active": {"type": "boolean"},
    },
}
TYPES = {"string": str, "integer": int, "boolean": bool, "array": list, "object": dict, "number": (int, float)}


def validate(value: Any, schema: Dict[str, Any], path: str = "$") -> List[str]:
    errors = []
    t = schema.get("type")
    if t:
        expected = TYPES[t]
        if t == "integer" and isinstance(value, bool) or not isinstance(value, expected):
            errors.append(f"{path}: expected {t}, got {type(value).__name__}")
            return errors
    if "minimum" in schema and value < schema["minimum"]:
        errors.append(f"{path}: {value} < minimum {schema['minimum']}")
    for req in schema.get("required", []):
        if req not in value:
            errors.append(f"{path}: missing required {req!r}")
    for key, sub in schema.get("properties", {}).items():
        if isinstance(value, dict) and key in value:
            errors.extend(validate(value[key], sub, f"{path}.{key}"))
    if "items" in schema:
        for i, item in enumerate(value):
            errors.extend(validate(item, schema["items"], f"{path}[{i}]"))
    return errors


docs = [
    '{"name": "A", "age": 30, "emails": ["a@x"], "active": true}',
    '{"name": 5, "age": -1}',
    '{"age": true, "emails": ["ok", 3]}',
    '[]',
]
for d in docs:
    errs = validate(json.loads(d), SCHEMA)
    print("valid" if not errs else "\n".join(errs))
    print("---")
print(json.dumps(SCHEMA["properties"], indent=4)[:120])

# Benchmark (held-out style, after typical agent code): a JSON-config schema validator.
# Schemas are nested dicts ("type", "properties", "required", "items", "enum", "minimum",
# "pattern", "oneOf", "default"); configs are generated, serialised with json.dumps and parsed
# back with json.loads, then validated recursively collecting Issue dataclasses with JSON
# paths, type dispatch via a dict of isinstance tuples, custom exceptions raised "from" the
# original error, defaults merged with dict unpacking and the results summarised with
# Counter.most_common and sorted(key=...).
import json
import random
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any, Dict, List, Optional, Tuple


class SchemaError(Exception):
    """The schema itself is malformed."""


class ConfigError(Exception):
    def __init__(self, issues: List["Issue"]) -> None:
        super().__init__(f"{len(issues)} problem(s), first: {issues[0]}")
        self.issues = issues


@dataclass(frozen=True)
class Issue:
    path: str
    code: str
    message: str

    def __str__(self) -> str:
        return f"{self.path or '$'}: [{self.code}] {self.message}"


TYPES: Dict[str, Tuple[type, ...]] = {
    "object": (dict,),
    "array": (list,),
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "null": (type(None),),
}

PORT = {"type": "integer", "minimum": 1, "maximum": 65535}
HOST = {"type": "string", "pattern": r"^[a-z0-9]+(\.[a-z0-9]+)*$"}

SCHEMA: Dict[str, Any] = {
    "type": "object",
    "required": ["name", "version", "server", "databases"],
    "properties": {
        "name": {"type": "string", "minLength": 3, "maxLength": 32},
        "version": {"type": "string", "pattern": r"^\d+\.\d+\.\d+$"},
        "debug": {"type": "boolean", "default": False},
        "server": {
            "type": "object",
            "required": ["host", "port"],
            "properties": {
                "host": HOST,
                "port": PORT,
                "workers": {"type": "integer", "minimum": 1, "maximum": 64, "default": 4},
                "timeout": {"type": "number", "minimum": 0.1, "default": 30.0},
                "mode": {"enum": ["sync", "async", "threaded"], "default": "sync"},
            },
        },
        "databases": {
            "type": "array",
            "minItems": 1,
            "items": {
                "type": "object",
                "required": ["url"],
                "properties": {
                    "url": {"type": "string", "pattern": r"^(postgres|mysql|sqlite)://"},
                    "pool": {"oneOf": [{"type": "integer", "minimum": 1}, {"type": "null"}]},
                    "replicas": {"type": "array", "items": HOST},
                },
            },
        },
        "features": {"type": "object", "additionalProperties": {"type": "boolean"}},
        "tags": {"type": "array", "items": {"type": "string", "maxLength": 10}},
    },
}

_pattern_cache: Dict[str, "re.Pattern[str]"] = {}


def compiled(pattern: str) -> "re.Pattern[str]":
    try:
        return _pattern_cache[pattern]
    except KeyError:
        try:
            regex = re.compile(pattern)
        except re.error as exc:
            raise SchemaError(f"bad pattern {pattern!r}") from exc
        _pattern_cache[pattern] = regex
        return regex


class Validator:
    def __init__(self, schema: Dict[str, Any]) -> None:
        self.schema = schema
        self.issues: List[Issue] = []

    def fail(self, path: str, code: str, message: str) -> None:
        self.issues.append(Issue(path, code, message))

    def check_type(self, value: Any, expected: str, path: str) -> bool:
        try:
            types = TYPES[expected]
        except KeyError:
            raise SchemaError(f"unknown type {expected!r} at {path}") from None
        ok = isinstance(value, types) and not (isinstance(value, bool) and expected in ("integer", "number"))
        if not ok:
            self.fail(path, "type", f"expected {expected}, got {type(value).__name__}")
        return ok

    def validate(self, value: Any, schema: Dict[str, Any], path: str = "") -> None:
        if "enum" in schema and value not in schema["enum"]:
            self.fail(path, "enum", f"{value!r} not in {schema['enum']}")
            return
        if "oneOf" in schema:
            matches = 0
            for option in schema["oneOf"]:
                sub = Validator(option)
                sub.validate(value, option, path)
                matches += not sub.issues
            if matches != 1:
                self.fail(path, "oneOf", f"matched {matches} alternatives")
            return
        expected = schema.get("type")
        if expected is not None and not self.check_type(value, expected, path):
            return
        if isinstance(value, dict):
            self.validate_object(value, schema, path)
        elif isinstance(value, list):
            self.validate_array(value, schema, path)
        elif isinstance(value, str):
            if len(value) < schema.get("minLength", 0):
                self.fail(path, "minLength", f"{value!r} is too short")
            if len(value) > schema.get("maxLength", 1 << 30):
                self.fail(path, "maxLength", f"{value!r} is too long")
            if "pattern" in schema and not compiled(schema["pattern"]).search(value):
                self.fail(path, "pattern", f"{value!r} does not match")
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            if "minimum" in schema and value < schema["minimum"]:
                self.fail(path, "minimum", f"{value} < {schema['minimum']}")
            if "maximum" in schema and value > schema["maximum"]:
                self.fail(path, "maximum", f"{value} > {schema['maximum']}")

    def validate_object(self, value: Dict[str, Any], schema: Dict[str, Any], path: str) -> None:
        for key in schema.get("required", []):
            if key not in value:
                self.fail(f"{path}.{key}", "required", "missing")
        props = schema.get("properties", {})
        extra = schema.get("additionalProperties")
        for key, item in value.items():
            if key in props:
                self.validate(item, props[key], f"{path}.{key}")
            elif extra is not None:
                self.validate(item, extra, f"{path}.{key}")

    def validate_array(self, value: List[Any], schema: Dict[str, Any], path: str) -> None:
        if len(value) < schema.get("minItems", 0):
            self.fail(path, "minItems", f"needs at least {schema['minItems']} items")
        item_schema = schema.get("items")
        if item_schema:
            for i, item in enumerate(value):
                self.validate(item, item_schema, f"{path}[{i}]")

    def run(self, config: Any) -> Dict[str, Any]:
        self.issues = []
        self.validate(config, self.schema)
        if self.issues:
            raise ConfigError(sorted(self.issues, key=lambda i: (i.path, i.code)))
        return apply_defaults(config, self.schema)


def apply_defaults(value: Any, schema: Dict[str, Any]) -> Any:
    if isinstance(value, dict) and "properties" in schema:
        defaults = {k: s["default"] for k, s in schema["properties"].items()
                    if "default" in s and k not in value}
        merged = {**defaults, **value}
        return {k: apply_defaults(v, schema["properties"].get(k, {})) for k, v in merged.items()}
    if isinstance(value, list) and "items" in schema:
        return [apply_defaults(v, schema["items"]) for v in value]
    return value


def maybe(rng: random.Random, good: Any, bad: Any, p: float = 0.04) -> Any:
    return bad if rng.random() < p else good


def make_config(rng: random.Random, n: int) -> Dict[str, Any]:
    hosts = ["db1.internal", "cache.local", "api", "web01.prod.example"]
    config: Dict[str, Any] = {
        "name": maybe(rng, f"service-{n}", "x"),
        "version": maybe(rng, f"{rng.randint(0, 3)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}", "v1"),
        "server": {
            "host": maybe(rng, rng.choice(hosts), "Bad_Host!"),
            "port": maybe(rng, rng.randint(1024, 9000), rng.choice([0, 70000, "80"])),
        },
        "databases": [
            {
                "url": maybe(rng, f"{rng.choice(['postgres', 'mysql', 'sqlite'])}://h{i}/db", "ftp://x"),
                "pool": maybe(rng, rng.choice([None, rng.randint(1, 20)]), 0),
                "replicas": [maybe(rng, rng.choice(hosts), "-") for _ in range(rng.randint(0, 3))],
            }
            for i in range(maybe(rng, rng.randint(1, 4), 0))
        ],
    }
    if rng.random() < 0.5:
        config["server"]["workers"] = maybe(rng, rng.randint(1, 32), 100)
        config["server"]["mode"] = maybe(rng, rng.choice(["sync", "async"]), "fork")
    if rng.random() < 0.6:
        config["features"] = {f"flag{j}": maybe(rng, rng.random() < 0.5, "yes") for j in range(rng.randint(1, 6))}
    if rng.random() < 0.5:
        config["tags"] = [maybe(rng, rng.choice(["alpha", "beta", "edge"]), "much-too-long-tag") for _ in range(3)]
    if rng.random() < 0.02:
        del config["server"]
    return config


def main() -> None:
    rng = random.Random(31337)
    validator = Validator(SCHEMA)
    codes: Counter = Counter()
    paths: Counter = Counter()
    valid = 0
    worker_total = 0
    text_bytes = 0
    for n in range(3000):  # test: for n in range(150):
        text = json.dumps(make_config(rng, n), sort_keys=True)
        text_bytes += len(text)
        config = json.loads(text)
        try:
            result = validator.run(config)
        except ConfigError as exc:
            codes.update(issue.code for issue in exc.issues)
            paths.update(re.sub(r"\[\d+\]", "[]", issue.path) for issue in exc.issues)
            continue
        valid += 1
        worker_total += result["server"]["workers"]
    try:
        Validator({"type": "decimal"}).run(1)
    except SchemaError as exc:
        print("schema error:", exc)
    print(f"valid={valid} invalid={3000 - valid} workers={worker_total} bytes={text_bytes}")  # test: print(f"valid={valid} invalid={150 - valid} workers={worker_total} bytes={text_bytes}")
    print("codes:", codes.most_common(5))
    for path, count in sorted(paths.items(), key=lambda kv: (-kv[1], kv[0]))[:6]:
        print(f"  {path:<28} {count:>4}")


if __name__ == "__main__":
    main()

# json: cls= with JSONEncoder/JSONDecoder subclasses, default overrides, hooks.
import json
class D(json.JSONDecoder):
    def __init__(self, *args, **kwargs):
        super().__init__(object_hook=self.hook, *args, **kwargs)
    def hook(self, d):
        return {k.upper(): v for k, v in d.items()}
print(json.loads('{"a": {"b": 1}}', cls=D))
print(json.JSONEncoder(indent=2, sort_keys=True).encode({"b": 1, "a": [1, 2]}))
print(json.JSONEncoder(separators=(",", ":")).encode({"b": 1}))
class E(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set): return sorted(o)
        return super().default(o)
print(json.dumps({"s": {3, 1}}, cls=E, indent=1))
try: json.dumps(object(), cls=E)
except TypeError as e: print(e)
print(E().encode([1]), isinstance(E(), json.JSONEncoder))
try: json.loads("[1,", cls=D)
except json.JSONDecodeError as e: print(e)
from dataclasses import dataclass, asdict, is_dataclass
from datetime import date, datetime
from enum import Enum
from typing import Any


class Color(Enum):
    RED = "red"
    BLUE = "blue"


@dataclass
class Event:
    title: str
    when: date
    color: Color
    tags: set


class CustomEncoder(json.JSONEncoder):
    def default(self, o: Any) -> Any:
        if isinstance(o, (date, datetime)):
            return o.isoformat()
        if isinstance(o, Enum):
            return o.value
        if isinstance(o, set):
            return sorted(o)
        if is_dataclass(o):
            return asdict(o)
        return super().default(o)


ev = Event("launch", date(2024, 5, 1), Color.RED, {"b", "a"})
print(json.dumps(ev, cls=CustomEncoder))
print(json.dumps({"events": [ev], "at": datetime(2024, 1, 2, 3, 4, 5)}, cls=CustomEncoder, indent=2))


def fallback(o):
    if isinstance(o, tuple):
        return {"re": o.real, "im": o.imag}
    raise TypeError(f"cannot serialize {type(o).__name__}")


print(json.dumps([{1, 2}], default=sorted))
try:
    json.dumps(object(), cls=CustomEncoder)
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps({"x": frozenset()}, default=fallback)
except TypeError as e:
    print("TypeError:", e)


def hook(d):
    if "when" in d:
        d["when"] = date.fromisoformat(d["when"])
    return d


back = json.loads('{"title": "x", "when": "2024-05-01"}', object_hook=hook)
print(back, back["when"].year)
print(json.loads('{"a": 1, "b": 2}', object_pairs_hook=list))
print(json.loads('[1.5, 2]', parse_float=lambda s: "F" + s))

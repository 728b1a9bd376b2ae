import json
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional


@dataclass
class ToolCall:
    name: str
    args: Dict[str, Any] = field(default_factory=dict)
    id: Optional[str] = None


REGISTRY: Dict[str, Callable[..., Any]] = {}


def tool(name: str):
    def deco(fn):
        REGISTRY[name] = fn
        return fn
    return deco


@tool("add")
def add(a: float, b: float) -> float:
    return a + b


@tool("upper")
def upper(text: str) -> str:
    return text.upper()


def extract_calls(message: str) -> List[ToolCall]:
    calls = []
    for i, m in enumerate(re.finditer(r"<call>(.*?)</call>", message, re.S)):
        try:
            payload = json.loads(m.group(1))
        except json.JSONDecodeError as e:
            print(f"skip malformed call {i}: {e}")
            continue
        calls.append(ToolCall(payload["name"], payload.get("args", {}), f"call_{i}"))
    return calls


msg = """I'll do two things.
<call>{"name": "add", "args": {"a": 2, "b": 3.5}}</call>
<call>{"name": "upper", "args": {"text": "done"}}</call>
<call>{"name": "oops", "args": </call>
<call>{"name": "missing"}</call>
"""
results = []
for call in extract_calls(msg):
    fn = REGISTRY.get(call.name)
    if fn is None:
        results.append({"id": call.id, "error": f"unknown tool {call.name!r}"})
        continue
    try:
        results.append({"id": call.id, "result": fn(**call.args)})
    except TypeError as e:
        results.append({"id": call.id, "error": str(e)})
print(json.dumps(results, indent=2))
print(sorted(REGISTRY))

import re
from typing import Dict

TEMPLATE = "Hello {{ name }}, you have {{count}} new {{ item|plural }}. {{ unknown }}"


def render(tpl: str, ctx: Dict[str, object]) -> str:
    def repl(m: re.Match) -> str:
        key, _, filt = m.group(1).partition("|")
        val = ctx.get(key.strip())
        if val is None:
            return m.group(0)
        if filt == "plural":
            return f"{val}s" if ctx.get("count", 1) != 1 else str(val)
        return str(val)
    return re.sub(r"\{\{\s*([\w|]+)\s*\}\}", repl, tpl)


print(render(TEMPLATE, {"name": "Sam", "count": 3, "item": "message"}))
print(render(TEMPLATE, {"name": "Al", "count": 1, "item": "alert"}))

snake = re.sub(r"(?<!^)(?=[A-Z])", "_", "parseHTTPResponseCode").lower()
print(snake)
camel = re.sub(r"_([a-z])", lambda m: m.group(1).upper(), "make_it_camel_case")
print(camel)
print(re.sub(r"(\d+)", lambda m: str(int(m.group()) * 2), "a1 b22 c333"))
print(re.sub(r"(?P<first>\w+) (?P<second>\w+)", r"\g<second> \g<first>", "hello world foo bar"))
md = "See [docs](https://x.io/docs) and [API](http://api.x.io)."
print(re.findall(r"\[([^\]]+)\]\((https?://[^)]+)\)", md))
print(re.sub(r"\[([^\]]+)\]\(([^)]+)\)", r"\1 <\2>", md))
m = re.match(r"(\w+)@(\w+)\.com", "jane@corp.com")
print(m.groups(), m.group(1, 2), m.start(2), m.end(), m[0], m.lastindex)
print(re.compile(r"\d+").findall("1 22 333", 2))
print(bool(re.search(r"^end$", "start\nend\n", re.M)), re.search(r"a.b", "a\nb", re.S).group())
print(re.findall(r"(a)(b)?", "ab a"), re.split(r"\s*,\s*", "x , y,z", maxsplit=1))
try:
    re.compile(r"(unclosed")
except re.error as e:
    print("re.error raised")

# Benchmark (held-out style, after typical agent code): a YAML-subset dumper and parser. Random
# service configurations (nested dicts, lists of dicts, scalars of every kind, strings that need
# quoting) are dumped to block-style YAML text, parsed back by an indentation-driven recursive
# parser over a list of Line records (a dataclass), scalars resolved by regex (ints, floats,
# booleans, null, quoted strings with escapes, flow lists), anchors and aliases resolved, and
# the round trip is checked; parse errors carry line numbers (a custom exception hierarchy).
import random
import re
from dataclasses import dataclass

INT_RE = re.compile(r"^[-+]?(0|[1-9][0-9]*)$")
FLOAT_RE = re.compile(r"^[-+]?([0-9]+\.[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?$")
PLAIN_SAFE = re.compile(r"^[A-Za-z_/][A-Za-z0-9_ ./-]*$")
KEY_RE = re.compile(r"^([A-Za-z_][A-Za-z0-9_.-]*|\"(?:[^\"\\]|\\.)*\")\s*:(?:\s+(.*))?$")
RESERVED = {"true", "false", "null", "yes", "no", "on", "off", "~"}
ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


class YamlError(Exception):
    def __init__(self, lineno, msg):
        super().__init__(f"line {lineno}: {msg}")
        self.lineno = lineno


class IndentError(YamlError):
    pass


class AliasError(YamlError):
    pass


@dataclass
class Line:
    lineno: int
    indent: int
    text: str

    @property
    def is_item(self):
        return self.text == "-" or self.text.startswith("- ")


def quote(s):
    out = ['"']
    for ch in s:
        if ch == '"' or ch == "\\":
            out.append("\\" + ch)
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def dump_scalar(v):
    if v is None:
        return "null"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return repr(v)
    if (PLAIN_SAFE.match(v) and v.lower() not in RESERVED and not v.endswith(" ")
            and not INT_RE.match(v) and not FLOAT_RE.match(v)):
        return v
    return quote(v)


def dump(value, indent=0, out=None):
    if out is None:
        out = []
    pad = " " * indent
    if isinstance(value, dict):
        for k, v in value.items():
            key = dump_scalar(k)
            if isinstance(v, (dict, list)) and v:
                if isinstance(v, list) and all(not isinstance(x, (dict, list)) for x in v) and len(v) <= 4:
                    out.append(f"{pad}{key}: [{', '.join(dump_scalar(x) for x in v)}]")
                else:
                    out.append(f"{pad}{key}:")
                    dump(v, indent + 2, out)
            elif isinstance(v, dict):
                out.append(f"{pad}{key}: {{}}")
            elif isinstance(v, list):
                out.append(f"{pad}{key}: []")
            else:
                out.append(f"{pad}{key}: {dump_scalar(v)}")
    elif isinstance(value, list):
        for v in value:
            if isinstance(v, dict) and v:
                sub = dump(v, indent + 2, [])
                out.append(f"{pad}- {sub[0].lstrip()}")
                out.extend(sub[1:])
            elif isinstance(v, list) and v:
                out.append(f"{pad}-")
                dump(v, indent + 2, out)
            else:
                out.append(f"{pad}- {dump_scalar(v)}")
    return out


def unquote(text, lineno):
    out = []
    i = 1
    while i < len(text) - 1:
        ch = text[i]
        if ch == "\\":
            nxt = text[i + 1]
            if nxt not in ESCAPES:
                raise YamlError(lineno, f"bad escape \\{nxt}")
            out.append(ESCAPES[nxt])
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def split_flow(inner):
    parts, depth, cur, in_q = [], 0, [], False
    i = 0
    while i < len(inner):
        ch = inner[i]
        if in_q:
            cur.append(ch)
            if ch == "\\":
                cur.append(inner[i + 1])
                i += 1
            elif ch == '"':
                in_q = False
        elif ch == '"':
            in_q = True
            cur.append(ch)
        elif ch == "," and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
        i += 1
    if cur or parts:
        parts.append("".join(cur).strip())
    return parts


class Parser:
    def __init__(self, text):
        self.lines = []
        for n, raw in enumerate(text.split("\n"), 1):
            stripped = raw.lstrip(" ")
            if not stripped or stripped.startswith("#"):
                continue
            self.lines.append(Line(n, len(raw) - len(stripped), stripped.rstrip()))
        self.pos = 0
        self.anchors = {}

    def scalar(self, text, lineno):
        if text.startswith("*"):
            name = text[1:]
            if name not in self.anchors:
                raise AliasError(lineno, f"unknown alias {name}")
            return self.anchors[name]
        if text.startswith('"'):
            if len(text) < 2 or not text.endswith('"'):
                raise YamlError(lineno, "unterminated string")
            return unquote(text, lineno)
        if text.startswith("["):
            if not text.endswith("]"):
                raise YamlError(lineno, "unterminated flow list")
            inner = text[1:-1].strip()
            return [self.scalar(p, lineno) for p in split_flow(inner)] if inner else []
        if text == "{}":
            return {}
        low = text.lower()
        if low in ("null", "~"):
            return None
        if low in ("true", "yes", "on"):
            return True
        if low in ("false", "no", "off"):
            return False
        if INT_RE.match(text):
            return int(text)
        if FLOAT_RE.match(text):
            return float(text)
        return text

    def value_with_anchor(self, rest, line, child_indent):
        anchor = None
        if rest and rest.startswith("&"):
            anchor, _, rest = rest.partition(" ")
            anchor = anchor[1:]
        if rest:
            value = self.scalar(rest, line.lineno)
        elif self.pos < len(self.lines) and self.lines[self.pos].indent >= child_indent:
            value = self.block(self.lines[self.pos].indent)
        else:
            value = None
        if anchor:
            self.anchors[anchor] = value
        return value

    def block(self, indent):
        first = self.lines[self.pos]
        if first.indent != indent:
            raise IndentError(first.lineno, f"expected indent {indent}, got {first.indent}")
        return self.sequence(indent) if first.is_item else self.mapping(indent)

    def mapping(self, indent):
        result = {}
        while self.pos < len(self.lines):
            line = self.lines[self.pos]
            if line.indent < indent:
                break
            if line.indent > indent:
                raise IndentError(line.lineno, "unexpected indent")
            if line.is_item:
                raise YamlError(line.lineno, "sequence item in mapping")
            m = KEY_RE.match(line.text)
            if not m:
                raise YamlError(line.lineno, f"expected key: {line.text[:20]!r}")
            key = m.group(1)
            if key.startswith('"'):
                key = unquote(key, line.lineno)
            if key in result:
                raise YamlError(line.lineno, f"duplicate key {key}")
            self.pos += 1
            result[key] = self.value_with_anchor(m.group(2), line, indent + 1)
        return result

    def sequence(self, indent):
        result = []
        while self.pos < len(self.lines):
            line = self.lines[self.pos]
            if line.indent < indent:
                break
            if line.indent > indent or not line.is_item:
                raise IndentError(line.lineno, "bad sequence item")
            rest = line.text[2:] if len(line.text) > 1 else ""
            if rest and KEY_RE.match(rest) and not rest.startswith('"'):
                # "- key: v" opens a mapping whose keys sit two columns further in.
                self.lines[self.pos] = Line(line.lineno, indent + 2, rest)
                result.append(self.mapping(indent + 2))
            else:
                self.pos += 1
                result.append(self.value_with_anchor(rest, line, indent + 1))
        return result

    def parse(self):
        if not self.lines:
            return None
        value = self.block(self.lines[0].indent)
        if self.pos != len(self.lines):
            raise YamlError(self.lines[self.pos].lineno, "trailing content")
        return value


WORDS = ["alpha", "beta", "gamma", "cache", "db", "host", "port", "retry", "timeout", "path",
         "user", "role", "level", "mode", "region", "zone", "replica", "shard", "queue", "topic"]


def rand_scalar(rng):
    r = rng.random()
    if r < 0.25:
        return rng.randint(-5000, 50000)
    if r < 0.4:
        return round(rng.uniform(-100, 100), rng.randint(0, 4))
    if r < 0.5:
        return rng.choice([True, False, None])
    if r < 0.6:
        return rng.choice(["yes", "no", "123", "4.5", "null", "a: b", "x # y", "tab\there",
                           "line\nbreak", 'say "hi"', "back\\slash", "trailing "])
    return "/".join(rng.choice(WORDS) for _ in range(rng.randint(1, 3)))


def rand_config(rng, depth):
    d = {}
    for i in range(rng.randint(2, 6)):
        key = f"{rng.choice(WORDS)}_{i}"
        r = rng.random()
        if depth < 3 and r < 0.3:
            d[key] = rand_config(rng, depth + 1)
        elif depth < 3 and r < 0.45:
            d[key] = [rand_config(rng, depth + 1) for _ in range(rng.randint(1, 3))]
        elif r < 0.6:
            d[key] = [rand_scalar(rng) for _ in range(rng.randint(0, 6))]
        else:
            d[key] = rand_scalar(rng)
    return d


def shape(v, counts):
    counts[type(v).__name__] = counts.get(type(v).__name__, 0) + 1
    if isinstance(v, dict):
        for x in v.values():
            shape(x, counts)
    elif isinstance(v, list):
        for x in v:
            shape(x, counts)


BAD_DOCS = [
    "a: 1\n  b: 2\n",
    "a:\n  - 1\n  b: 2\n",
    "a: \"open\n",
    "a: *nope\n",
    "a: 1\na: 2\n",
    "x: [1, 2\n",
    "k: \"bad \\q\"\n",
    "- a\nb: 1\n",
]


def main(docs=170):
    rng = random.Random(20)
    counts = {}
    total_lines = total_chars = ok = 0
    for _ in range(docs):
        cfg = {"service": rng.choice(WORDS), "version": rng.randint(1, 9),
               "settings": rand_config(rng, 0),
               "replicas": [rand_config(rng, 2) for _ in range(rng.randint(1, 4))]}
        text = "\n".join(dump(cfg)) + "\n"
        total_lines += text.count("\n")
        total_chars += len(text)
        back = Parser(text).parse()
        if back == cfg:
            ok += 1
        else:
            print("mismatch in", cfg["service"])
        shape(back, counts)
    anchored = "base: &b\n  host: db1\n  port: 5432\nprimary: *b\nreplica:\n  - *b\n  - host: db2\n    port: 5433\n"
    doc = Parser(anchored).parse()
    print("anchors:", doc["primary"] is doc["base"], doc["replica"][0]["port"], doc["replica"][1])
    errors = {}
    for bad in BAD_DOCS:
        try:
            Parser(bad).parse()
            print("accepted:", bad.replace("\n", "|"))
        except YamlError as e:
            errors[type(e).__name__] = errors.get(type(e).__name__, 0) + 1
            print(f"  {type(e).__name__}: {e}")
    print(f"docs={docs} roundtrip_ok={ok} lines={total_lines} chars={total_chars}")
    print("types:", sorted(counts.items()))
    print("errors:", sorted(errors.items()))


if __name__ == "__main__":
    main()  # test: main(docs=12)

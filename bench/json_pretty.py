# Benchmark (held-out style, after typical agent code): a hand-written JSON parser and pretty
# printer. A recursive-descent parser over str with an index (str.find for string ends, escapes
# with a dict and \\uXXXX via int(..., 16) and chr, numbers through a compiled re), a pretty
# printer with indentation, sorted keys and ensure_ascii escaping, a minifier, and a JSON-pointer
# lookup; output is cross-checked against the json module on generated documents.
import json
import random
import re

NUMBER = re.compile(r"-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?")
ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}
OUT_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}


class ParseError(ValueError):
    pass


class Parser:
    def __init__(self, text):
        self.s, self.i = text, 0

    def ws(self):
        s, i = self.s, self.i
        while i < len(s) and s[i] in " \t\r\n":
            i += 1
        self.i = i

    def value(self):
        self.ws()
        c = self.s[self.i:self.i + 1]
        if c == "{":
            return self.obj()
        if c == "[":
            return self.arr()
        if c == '"':
            return self.string()
        for word, val in (("true", True), ("false", False), ("null", None)):
            if self.s.startswith(word, self.i):
                self.i += len(word)
                return val
        m = NUMBER.match(self.s, self.i)
        if not m:
            raise ParseError(f"unexpected {c!r} at {self.i}")
        self.i = m.end()
        text = m.group()
        return float(text) if any(ch in text for ch in ".eE") else int(text)

    def obj(self):
        self.i += 1
        out = {}
        self.ws()
        if self.s[self.i] == "}":
            self.i += 1
            return out
        while True:
            self.ws()
            key = self.string()
            self.ws()
            if self.s[self.i] != ":":
                raise ParseError(f"expected ':' at {self.i}")
            self.i += 1
            out[key] = self.value()
            self.ws()
            c = self.s[self.i]
            self.i += 1
            if c == "}":
                return out
            if c != ",":
                raise ParseError(f"expected ',' or '}}' at {self.i - 1}")

    def arr(self):
        self.i += 1
        out = []
        self.ws()
        if self.s[self.i] == "]":
            self.i += 1
            return out
        while True:
            out.append(self.value())
            self.ws()
            c = self.s[self.i]
            self.i += 1
            if c == "]":
                return out
            if c != ",":
                raise ParseError(f"expected ',' or ']' at {self.i - 1}")

    def string(self):
        if self.s[self.i] != '"':
            raise ParseError(f"expected string at {self.i}")
        i, parts = self.i + 1, []
        while True:
            j = self.s.find('"', i)
            k = self.s.find("\\", i, j)
            if k < 0:
                parts.append(self.s[i:j])
                self.i = j + 1
                return "".join(parts)
            parts.append(self.s[i:k])
            e = self.s[k + 1]
            if e == "u":
                parts.append(chr(int(self.s[k + 2:k + 6], 16)))
                i = k + 6
            else:
                parts.append(ESCAPES[e])
                i = k + 2


def quote(s):
    out = []
    for ch in s:
        if ch in OUT_ESCAPES:
            out.append(OUT_ESCAPES[ch])
        elif ord(ch) < 0x20 or ord(ch) > 0x7E:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def pretty(v, indent=2, level=0):
    pad, inner = " " * (indent * level), " " * (indent * (level + 1))
    if isinstance(v, dict):
        if not v:
            return "{}"
        items = [f"{inner}{quote(k)}: {pretty(v[k], indent, level + 1)}" for k in sorted(v)]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(v, list):
        if not v:
            return "[]"
        return "[\n" + ",\n".join(inner + pretty(x, indent, level + 1) for x in v) + "\n" + pad + "]"
    if isinstance(v, str):
        return quote(v)
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    return repr(v)


def pointer(doc, path):
    for part in path.split("/")[1:]:
        doc = doc[int(part)] if isinstance(doc, list) else doc[part]
    return doc


def gen(rng, depth):
    r = rng.random()
    if depth > 3 or r < 0.3:
        return rng.choice([rng.randint(-10**6, 10**6), round(rng.uniform(-1e3, 1e3), 3), True, False, None,
                           "".join(rng.choice("abc xyz\"\\\n\té€") for _ in range(rng.randint(0, 12)))])
    if r < 0.65:
        return {f"k{rng.randint(0, 99)}": gen(rng, depth + 1) for _ in range(rng.randint(0, 6))}
    return [gen(rng, depth + 1) for _ in range(rng.randint(0, 6))]


def main(docs):
    rng = random.Random(5)
    total = 0
    for n in range(docs):
        doc = {"id": n, "items": [gen(rng, 1) for _ in range(8)], "meta": gen(rng, 0)}
        text = json.dumps(doc, indent=rng.choice([None, 1, 4]))
        parsed = Parser(text).value()
        assert parsed == doc
        out = pretty(parsed)
        assert out == json.dumps(doc, indent=2, sort_keys=True), n
        assert Parser(out).value() == doc
        total += len(out) + len(json.dumps(parsed, separators=(",", ":")))
        if n == 0:
            print(out[:200])
            print(pointer(parsed, "/items/0") if not isinstance(parsed["items"][0], (dict, list)) else "nested")
    for bad in ('{"a" 1}', "[1, 2", '{"a": tru}', "[1 2]"):
        try:
            Parser(bad).value()
        except (ParseError, IndexError) as e:
            print(type(e).__name__, e)
    print("total", total)


if __name__ == "__main__":
    main(docs=350)  # test: main(docs=10)

# Benchmark (held-out style, after typical agent code): a TOML-subset config loader. Generated
# documents with [tables], [[arrays of tables]], dotted keys, strings with escapes, ints with
# underscores, floats, booleans, inline arrays and inline tables are parsed by a character-level
# scanner into nested dicts, validated against a schema (types, ranges, required keys, enums),
# merged with defaults by a recursive deep merge, flattened into dotted paths, serialised back
# to TOML text and re-parsed (round trip), and dumped as sorted JSON for a digest.
import json
import random


class ParseError(Exception):
    def __init__(self, line, msg):
        super().__init__(f"line {line}: {msg}")


ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


class Scanner:
    def __init__(self, text):
        self.s, self.i, self.line = text, 0, 1

    def ws(self):
        while self.i < len(self.s) and self.s[self.i] in " \t":
            self.i += 1

    def expect(self, ch):
        self.ws()
        if self.s[self.i:self.i + 1] != ch:
            raise ParseError(self.line, f"expected {ch!r}")
        self.i += 1

    def key(self):
        self.ws()
        if self.s[self.i] == '"':
            return self.string()
        start = self.i
        while self.i < len(self.s) and (self.s[self.i].isalnum() or self.s[self.i] in "_-"):
            self.i += 1
        if start == self.i:
            raise ParseError(self.line, "empty key")
        return self.s[start:self.i]

    def dotted(self):
        parts = [self.key()]
        self.ws()
        while self.s[self.i:self.i + 1] == ".":
            self.i += 1
            parts.append(self.key())
            self.ws()
        return parts

    def string(self):
        self.i += 1
        out = []
        while True:
            ch = self.s[self.i]
            if ch == '"':
                self.i += 1
                return "".join(out)
            if ch == "\n":
                raise ParseError(self.line, "unterminated string")
            if ch == "\\":
                self.i += 1
                out.append(ESCAPES[self.s[self.i]])
            else:
                out.append(ch)
            self.i += 1

    def value(self):
        self.ws()
        ch = self.s[self.i]
        if ch == '"':
            return self.string()
        if ch == "[":
            self.i += 1
            items = []
            while True:
                self.ws()
                if self.s[self.i] == "]":
                    self.i += 1
                    return items
                items.append(self.value())
                self.ws()
                if self.s[self.i] == ",":
                    self.i += 1
        if ch == "{":
            self.i += 1
            table = {}
            self.ws()
            while self.s[self.i] != "}":
                path = self.dotted()
                self.expect("=")
                assign(table, path, self.value(), self.line)
                self.ws()
                if self.s[self.i] == ",":
                    self.i += 1
                self.ws()
            self.i += 1
            return table
        start = self.i
        while self.i < len(self.s) and self.s[self.i] not in ",]}\n #":
            self.i += 1
        word = self.s[start:self.i]
        if word in ("true", "false"):
            return word == "true"
        try:
            return int(word.replace("_", "")) if "." not in word and "e" not in word else float(word)
        except ValueError:
            raise ParseError(self.line, f"bad value {word!r}") from None


def assign(table, path, value, line):
    for part in path[:-1]:
        table = table.setdefault(part, {})
        if not isinstance(table, dict):
            raise ParseError(line, f"{part} is not a table")
    if path[-1] in table:
        raise ParseError(line, f"duplicate key {'.'.join(path)}")
    table[path[-1]] = value


def loads(text):
    root, current = {}, None
    current = root
    for lineno, raw in enumerate(text.split("\n"), 1):
        sc = Scanner(raw)
        sc.line = lineno
        sc.ws()
        if sc.i >= len(raw) or raw[sc.i] == "#":
            continue
        if raw.startswith("[["):
            sc.i += 2
            path = sc.dotted()
            target = root
            for part in path[:-1]:
                target = target.setdefault(part, {})
            current = {}
            target.setdefault(path[-1], []).append(current)
        elif raw.startswith("["):
            sc.i += 1
            path = sc.dotted()
            current = root
            for part in path:
                current = current.setdefault(part, {})
        else:
            path = sc.dotted()
            sc.expect("=")
            assign(current, path, sc.value(), lineno)
    return root


def dump_value(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'
    if isinstance(v, list):
        return "[" + ", ".join(dump_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{k} = {dump_value(x)}" for k, x in v.items()) + "}"
    return repr(v)


def dumps(doc, prefix=""):
    lines, tables = [], []
    for k, v in doc.items():
        if isinstance(v, dict):
            tables.append((k, v))
        elif isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
            for item in v:
                lines.append(f"\n[[{prefix}{k}]]")
                lines.extend(f"{ik} = {dump_value(iv)}" for ik, iv in item.items())
        else:
            lines.insert(0, f"{k} = {dump_value(v)}")
    for k, v in tables:
        lines.append(f"\n[{prefix}{k}]")
        lines.append(dumps(v, f"{prefix}{k}."))
    return "\n".join(lines)


def deep_merge(base, over):
    out = dict(base)
    for k, v in over.items():
        out[k] = deep_merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def flatten(doc, prefix=""):
    for k, v in doc.items():
        if isinstance(v, dict):
            yield from flatten(v, f"{prefix}{k}.")
        else:
            yield f"{prefix}{k}", v


SCHEMA = {"server.port": (int, 1, 65535), "server.host": (str,), "server.workers": (int, 1, 64),
          "log.level": (str, {"debug", "info", "warn", "error"}), "db.timeout": (float, 0.0, 60.0)}


def validate(doc):
    flat = dict(flatten(doc))
    problems = []
    for path, rule in SCHEMA.items():
        if path not in flat:
            problems.append(f"missing {path}")
            continue
        v = flat[path]
        if not isinstance(v, rule[0]) or isinstance(v, bool):
            problems.append(f"{path}: expected {rule[0].__name__}")
        elif len(rule) == 3 and not rule[1] <= v <= rule[2]:
            problems.append(f"{path}: {v} out of range")
        elif len(rule) == 2 and isinstance(rule[1], set) and v not in rule[1]:
            problems.append(f"{path}: {v!r} not allowed")
    return problems


def make_doc(rng, i):
    lines = [f'title = "service {i}\\tv{rng.randint(1, 9)}"', f"version = {rng.randint(1, 5)}_{rng.randint(100, 999)}", "",
             "[server]", f'host = "10.0.{i % 256}.{rng.randint(1, 254)}"', f"port = {rng.choice([80, 443, 8080, 70000])}",
             f"workers = {rng.randint(0, 40)}", f"limits.rate = {rng.random() * 100:.3f}", "",
             "[log]", f'level = "{rng.choice(["debug", "info", "warn", "verbose"])}"', f"json = {rng.choice(['true', 'false'])}",
             f'tags = [{", ".join(chr(34) + rng.choice("abcdef") * 3 + chr(34) for _ in range(rng.randint(0, 4)))}]', "",
             "[db]", f"timeout = {rng.uniform(0.5, 90):.2f}", f"pool = {{ min = {rng.randint(1, 4)}, max = {rng.randint(5, 20)} }}"]
    for r in range(rng.randint(1, 4)):
        lines += ["", "[[routes]]", f'path = "/api/v{r}/items"', f"methods = {['GET', 'POST'][: rng.randint(1, 2)]!s}".replace("'", '"')]
    return "\n".join(lines)


def main(docs):
    rng = random.Random(8)
    defaults = {"server": {"host": "127.0.0.1", "port": 8000, "workers": 4}, "log": {"level": "info"}, "db": {"timeout": 5.0}}
    problems, digest, keys = 0, 0, 0
    for i in range(docs):
        doc = loads(make_doc(rng, i))
        again = loads(dumps(doc))
        if again != doc:
            print("round trip mismatch", i)
        merged = deep_merge(defaults, doc)
        probs = validate(merged)
        problems += len(probs)
        if i < 3:
            print(i, probs)
        keys += sum(1 for _ in flatten(merged))
        digest = (digest * 33 + len(json.dumps(merged, sort_keys=True))) % 1_000_000_007
    print(f"docs={docs} keys={keys} problems={problems} digest={digest}")
    print(dumps(loads(make_doc(random.Random(1), 0))))
    for bad in ['a = "open', "a = 1\na = 2", "b = [1, 2", "c = nope"]:
        try:
            loads(bad)
        except ParseError as exc:
            print("ParseError:", exc)
        except IndexError:
            print("IndexError")


if __name__ == "__main__":
    main(docs=1200)  # test: main(docs=20)

# json, differential: seeded random documents (nested containers, unicode text with astral
# characters, every escape, surrogate pairs, numbers of every shape) through dumps with
# random options and back through loads; randomly damaged documents (truncated, a character
# deleted, inserted or replaced) whose error message, pos, lineno and colno are printed; the
# order the hooks run in; and nesting at and past the limits.
import json
import random

rng = random.Random(424242)
CHARS = "ab Z09\"\\/\b\f\n\r\t\x00\x1f\x7f\xe9\u00ff\u0100\u20ac\u2028\uffff\U0001F600\U00010000\U0010FFFF"


def rstr():
    return "".join(rng.choice(CHARS) for _ in range(rng.randint(0, 8)))


def rnum():
    k = rng.randint(0, 6)
    if k == 0:
        return rng.randint(-10, 10)
    if k == 1:
        return rng.randint(-10 ** 30, 10 ** 30)
    if k == 2:
        return rng.random() * 10 ** rng.randint(-30, 30)
    if k == 3:
        return -rng.random()
    if k == 4:
        return rng.choice([0.0, -0.0, 1e300, 5e-324, 1.5, 1e16, 123456789.125])
    if k == 5:
        return rng.choice([True, False, None])
    return rng.randint(-2 ** 63, 2 ** 63)


def rval(depth):
    k = rng.randint(0, 9)
    if depth > 4 or k < 4:
        return rnum() if k % 2 else rstr()
    if k < 7:
        return [rval(depth + 1) for _ in range(rng.randint(0, 5))]
    return {rstr(): rval(depth + 1) for _ in range(rng.randint(0, 5))}


def show_error(e):
    if isinstance(e, json.JSONDecodeError):
        return "JSONDecodeError %s | %r %d %d %d" % (e, e.msg, e.pos, e.lineno, e.colno)
    return "%s %s" % (type(e).__name__, e)


def surrogate_in(x):
    # A str with a lone surrogate (CPython's result; Nearly raises ValueError instead).
    if isinstance(x, str):
        return any(0xD800 <= ord(c) <= 0xDFFF for c in x)
    if isinstance(x, dict):
        return any(surrogate_in(k) or surrogate_in(v) for k, v in x.items())
    if isinstance(x, list):
        return any(surrogate_in(v) for v in x)
    return False


def attempt(doc, **kw):
    try:
        r = json.loads(doc, **kw)
        return "lone surrogate" if surrogate_in(r) else repr(r)
    except (ValueError, RecursionError) as e:
        if str(e).startswith("lone surrogate"):
            return "lone surrogate"
        return show_error(e)


def hexnum(t):
    try:
        return int(t, 16) if len(t) == 4 and t.isalnum() else -1
    except ValueError:
        return -1


def has_lone(doc):
    # Conservative: any \uD800-\uDFFF escape not part of a high-low pair counts.
    i = doc.find("\\u")
    while i >= 0:
        v = hexnum(doc[i + 2:i + 6])
        if 0xDC00 <= v <= 0xDFFF:
            return True
        if 0xD800 <= v <= 0xDBFF:
            if i + 12 >= len(doc) or doc[i + 6:i + 8] != "\\u" or not 0xDC00 <= hexnum(doc[i + 8:i + 12]) <= 0xDFFF:
                return True
            i += 6
        i = doc.find("\\u", i + 1)
    return False


docs = []
for trial in range(150):
    v = rval(0)
    opts = {}
    if rng.random() < 0.5:
        opts["indent"] = rng.choice([0, 2, "\t", "--"])
    if rng.random() < 0.3:
        opts["separators"] = rng.choice([(",", ":"), (" , ", " : "), (";", "=")])
    if rng.random() < 0.5:
        opts["ensure_ascii"] = False
    if rng.random() < 0.3:
        opts["sort_keys"] = True
    try:
        text = json.dumps(v, **opts)
    except TypeError as e:
        print(trial, "TypeError", e)
        continue
    print(trial, ascii(text))
    if opts.get("indent") != "--" and opts.get("separators", (",", ":")) == (",", ":"):
        back = json.loads(text)
        print(back == v or repr(back) == repr(v))
        docs.append(text)

# Damaged documents: every error with its position.
EXTRA = "{}[],:\"\\ u0123456789abcdefABCDEF-+.eEtrufalsnNIiy\n\t\x01\xe9"
for trial in range(600):
    doc = rng.choice(docs) if docs else "[]"
    for _ in range(rng.randint(1, 3)):
        k = rng.randint(0, 3)
        if not doc:
            break
        p = rng.randint(0, len(doc) - 1)
        if k == 0:
            doc = doc[:p]
        elif k == 1:
            doc = doc[:p] + doc[p + 1:]
        elif k == 2:
            doc = doc[:p] + rng.choice(EXTRA) + doc[p:]
        else:
            doc = doc[:p] + rng.choice(EXTRA) + doc[p + 1:]
    print(trial, attempt(doc), attempt(doc, strict=False)[:60])

# Hand-written edge cases: every message.
for doc in ["", " ", "[", "[1", "[1,", "[1,]", "[,1]", "{", '{"a"', '{"a":', '{"a":1', '{"a":1,',
            '{"a":1,}', "{1:2}", '{"a" 1}', '{"a":1 "b":2}', "[1 2]", "tru", "nul", "nan", "NaN",
            "-Infinity", "-Inf", "-", "--1", "01", "1.", "1.e5", "1e", "1e+", "-0", "-0.0e-0",
            "1E400", "-1e400", '"abc', '"\\', '"\\x"', '"\\u12"', '"\\u12g4"', '"\\ud83d\\ude00"',
            '"\\ud83d\\u0041"'[:0] + '"\\u0041\\u00e9"', '"a\x00b"', '"a\nb"', "\ufeff[]", "[]]",
            "[] x", "  {}  \n", '"\\/\\b\\f\\n\\r\\t\\"\\\\"', "1" * 30, "-" + "9" * 25 + ".5",
            "[1,\n2,\n 3\n x]", '{\n "a": [\n 1,\n ]\n}', "\u00e9", '["\u00e9", x]',
            '"\U0001F600" 1', "[Infinity, -Infinity, NaN]", "{\"\": \"\"}", '{"a":1,"a":2}',
            "123abc", "1.5.2", '"\\ud83d\\ude00', '"\\ud83d\\ude0', '"\\ud83d"', '"\\udc00"',
            '"\\ud83d\\ude00"', '"\\ud83d\\ude00" ', '["\\ud83d", x]', '["\\ud83d", 1',
            '"\\ud83d\\u0041"', '"\\ud83d\\uzzzz"', '"\\ud83d\\x"', '"\\ud83d\\ud83d\\ude00"',
            '"\\ud83d\\ude00x"', '"\\ud83d\\ude\u00e9"', '"\\ud83d\\ud\u00e9"', '"\\ud83d\\u\u00e9"',
            '{"\\udfff": 1} 2', '"\\ud83d\\u00e9\\u', '"\\ud83d\\ude00\u00e9"', "0x10", "+1", ".5", "1e-400", "[1e]", "[1.]"]:
    print(ascii(doc), attempt(doc))

# Hooks: the order they run in and what they receive.
log = []


def hk(name):
    def f(x):
        log.append((name, x if not isinstance(x, dict) else sorted(x)))
        return (name, x) if name != "pairs" else dict(x)
    return f


for doc in ['{"a": [1, 2.5, {"b": NaN}], "c": {"d": -Infinity, "e": 10}, "f": 1e5}',
            '[{"x": {"y": {}}}, [], {}, 0, -0, 0.0, Infinity]']:
    log.clear()
    r = json.loads(doc, object_hook=hk("obj"), parse_float=hk("float"), parse_int=hk("int"),
                   parse_constant=hk("const"))
    print(r)
    print(log)
    log.clear()
    r = json.loads(doc, object_pairs_hook=hk("pairs"), object_hook=hk("obj"))
    print(r)
    print(log)

# Nesting: deep but within the limit, then far past it.
for n in [50, 400]:
    print(n, json.loads("[" * n + "]" * n) is not None, json.loads('{"a":' * n + "1" + "}" * n) is not None)
for doc in ["[" * 100000, "{\"a\":" * 100000, "[" * 100000 + "]" * 100000, "[{\"a\":" * 50000]:
    print(attempt(doc)[:120])
deep = []
for _ in range(100000):
    deep = [deep]
try:
    json.dumps(deep)
except RecursionError as e:
    print("RecursionError", e)


# A hook that raises deep inside: the error escapes, and the next loads works normally.
def boom(d):
    if "x" in d:
        raise KeyError("hook " + str(d["x"]))
    return d


for doc in ['[[{"a": [{"x": 1}]}]]', '{"b": {"c": [1, {"x": [2]}, 3]}}', '[{"y": 1}, {"x": 2}]']:
    try:
        print(json.loads(doc, object_hook=boom))
    except KeyError as e:
        print("KeyError", e)
    print(json.loads(doc))

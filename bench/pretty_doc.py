# Benchmark (held-out style, after typical agent code): a Wadler/Leijen-style pretty printer.
# Documents are built from small __slots__ node classes (text, line breaks, nesting, groups,
# concatenation) by combinator functions; the layout engine walks a work stack of
# (indent, mode, doc) triples, deciding flat-or-broken per group with a bounded "fits" look-ahead.
# Random JSON-like values and a small expression language's syntax trees (calls, binary
# operators with precedence, lambdas, let-blocks) are rendered at several page widths, and the
# results are checked for width overflow and re-parsed for the JSON case.
import json
import random
import zlib


class Doc:
    __slots__ = ()

    def __add__(self, other):
        return Concat(self, other)


class Text(Doc):
    __slots__ = ("s",)

    def __init__(self, s):
        self.s = s


class Line(Doc):
    __slots__ = ("flat",)

    def __init__(self, flat=" "):
        self.flat = flat


class Nest(Doc):
    __slots__ = ("indent", "doc")

    def __init__(self, indent, doc):
        self.indent = indent
        self.doc = doc


class Concat(Doc):
    __slots__ = ("left", "right")

    def __init__(self, left, right):
        self.left = left
        self.right = right


class Group(Doc):
    __slots__ = ("doc",)

    def __init__(self, doc):
        self.doc = doc


NIL = Text("")
LINE = Line(" ")
SOFT = Line("")
FLAT, BREAK = 0, 1


def concat(docs):
    result = NIL
    for d in docs:
        result = d if result is NIL else Concat(result, d)
    return result


def join(sep, docs):
    out = []
    for i, d in enumerate(docs):
        if i:
            out.append(sep)
        out.append(d)
    return concat(out)


def bracket(open_, docs, close, indent=2):
    if not docs:
        return Text(open_ + close)
    body = join(Text(",") + LINE, docs)
    return Group(Text(open_) + Nest(indent, SOFT + body) + SOFT + Text(close))


def fits(width, items):
    """True when the items (a list used as a stack) fit in width before the next break."""
    stack = list(items)
    while width >= 0:
        if not stack:
            return True
        indent, mode, doc = stack.pop()
        if isinstance(doc, Text):
            width -= len(doc.s)
        elif isinstance(doc, Line):
            if mode == BREAK:
                return True
            width -= len(doc.flat)
        elif isinstance(doc, Concat):
            stack.append((indent, mode, doc.right))
            stack.append((indent, mode, doc.left))
        elif isinstance(doc, Nest):
            stack.append((indent + doc.indent, mode, doc.doc))
        else:
            stack.append((indent, mode, doc.doc))
    return False


def render(doc, width):
    out = []
    col = 0
    stack = [(0, BREAK, doc)]
    while stack:
        indent, mode, d = stack.pop()
        kind = type(d)
        if kind is Text:
            out.append(d.s)
            col += len(d.s)
        elif kind is Concat:
            stack.append((indent, mode, d.right))
            stack.append((indent, mode, d.left))
        elif kind is Line:
            if mode == FLAT:
                out.append(d.flat)
                col += len(d.flat)
            else:
                out.append("\n" + " " * indent)
                col = indent
        elif kind is Nest:
            stack.append((indent + d.indent, mode, d.doc))
        else:
            flat = (indent, FLAT, d.doc)
            if mode == FLAT or fits(width - col, stack[-8:] + [flat]):
                stack.append(flat)
            else:
                stack.append((indent, BREAK, d.doc))
    return "".join(out)


def json_doc(v):
    if isinstance(v, dict):
        return bracket("{", [Text(json.dumps(k) + ": ") + json_doc(x) for k, x in v.items()], "}")
    if isinstance(v, list):
        return bracket("[", [json_doc(x) for x in v], "]")
    return Text(json.dumps(v))


def rand_json(rng, depth):
    r = rng.random()
    if depth > 3 or r < 0.35:
        return rng.choice([rng.randint(-999, 99999), round(rng.random() * 100, 2), True, None,
                           rng.choice(["ok", "pending", "a longer status string", "x"])])
    if r < 0.65:
        return [rand_json(rng, depth + 1) for _ in range(rng.randint(0, 6))]
    return {f"k{rng.randint(0, 40)}": rand_json(rng, depth + 1) for _ in range(rng.randint(0, 5))}


PREC = {"or": 1, "and": 2, "==": 3, "<": 3, "+": 4, "-": 4, "*": 5, "/": 5}


class Expr:
    __slots__ = ()


class Var(Expr):
    __slots__ = ("name",)

    def __init__(self, name):
        self.name = name

    def doc(self, prec=0):
        return Text(self.name)


class Num(Expr):
    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value

    def doc(self, prec=0):
        return Text(str(self.value))


class BinOp(Expr):
    __slots__ = ("op", "left", "right")

    def __init__(self, op, left, right):
        self.op, self.left, self.right = op, left, right

    def doc(self, prec=0):
        p = PREC[self.op]
        inner = Group(self.left.doc(p) + Nest(2, LINE + Text(self.op + " ") + self.right.doc(p + 1)))
        return Text("(") + inner + Text(")") if p < prec else inner


class Call(Expr):
    __slots__ = ("fn", "args")

    def __init__(self, fn, args):
        self.fn, self.args = fn, args

    def doc(self, prec=0):
        return Text(self.fn) + bracket("(", [a.doc() for a in self.args], ")", 4)


class Lambda(Expr):
    __slots__ = ("params", "body")

    def __init__(self, params, body):
        self.params, self.body = params, body

    def doc(self, prec=0):
        head = Text("fn(" + ", ".join(self.params) + ") =>")
        d = Group(head + Nest(2, LINE + self.body.doc()))
        return Text("(") + d + Text(")") if prec else d


class Let(Expr):
    __slots__ = ("bindings", "body")

    def __init__(self, bindings, body):
        self.bindings, self.body = bindings, body

    def doc(self, prec=0):
        binds = [Group(Text(f"{n} =") + Nest(2, LINE + e.doc())) for n, e in self.bindings]
        return Group(Text("let") + Nest(2, LINE + join(Text(";") + LINE, binds)) + LINE
                     + Text("in ") + self.body.doc())


NAMES = ["x", "y", "total", "count", "items", "acc", "value", "limit"]
FUNCS = ["map", "filter", "fold", "max", "min", "lookup", "format_row", "clamp"]


def rand_expr(rng, depth):
    r = rng.random()
    if depth > 4 or r < 0.25:
        return Var(rng.choice(NAMES)) if rng.random() < 0.6 else Num(rng.randint(0, 1000))
    if r < 0.55:
        return BinOp(rng.choice(list(PREC)), rand_expr(rng, depth + 1), rand_expr(rng, depth + 1))
    if r < 0.8:
        return Call(rng.choice(FUNCS), [rand_expr(rng, depth + 1) for _ in range(rng.randint(0, 4))])
    if r < 0.9:
        return Lambda(rng.sample(NAMES, rng.randint(1, 3)), rand_expr(rng, depth + 1))
    return Let([(rng.choice(NAMES), rand_expr(rng, depth + 2)) for _ in range(rng.randint(1, 3))],
               rand_expr(rng, depth + 1))


def check(text, width, stats):
    lines = text.split("\n")
    stats["lines"] += len(lines)
    stats["over"] += sum(1 for ln in lines if len(ln) > width)
    stats["crc"] = zlib.crc32(text.encode(), stats["crc"])


def main(values=220, exprs=220, widths=(24, 40, 60, 100)):
    rng = random.Random(99)
    stats = {"lines": 0, "over": 0, "crc": 0}
    roundtrip = 0
    for i in range(values):
        v = {"id": i, "payload": rand_json(rng, 0), "tags": [rand_json(rng, 3) for _ in range(3)]}
        doc = json_doc(v)
        for w in widths:
            text = render(doc, w)
            check(text, w, stats)
            if json.loads(text) == v:
                roundtrip += 1
        if i == 3:
            print(render(doc, 40))
    for i in range(exprs):
        e = rand_expr(rng, 0)
        doc = e.doc()
        for w in widths:
            check(render(doc, w), w, stats)
        if i == 5:
            print(render(doc, 30))
    print(f"json roundtrips {roundtrip}/{values * len(widths)}")
    print(f"lines={stats['lines']} overflowing={stats['over']} crc={stats['crc']:08x}")


if __name__ == "__main__":
    main()  # test: main(values=6, exprs=8, widths=(30, 80))

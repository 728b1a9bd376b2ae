# Benchmark (held-out style, after typical agent code): a small spreadsheet engine. Cells are
# addressed "B7"; formulas ("=SUM(A1:A10)*2+B3", "=IF(C2>10,1,0)", "=AVG(...)", "=MAX", "=MIN")
# are tokenised with re, parsed by recursive descent into nested tuples, dependencies extracted
# into a dict of sets, recalculated in topological order (Kahn's algorithm with a deque),
# cycles reported as #CYCLE, errors as #DIV/0!, edits trigger incremental recalculation of the
# dirty closure only, and the sheet is rendered as an aligned text table with column letters.
import random
import re
from collections import deque

TOKEN = re.compile(r"\s*(?:(\d+\.?\d*)|([A-Z]+\d+(?::[A-Z]+\d+)?)|([A-Z]+)\(|(<=|>=|<>|[-+*/(),<>=]))")


def col_name(i):
    s = ""
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        s = chr(65 + r) + s
    return s


def split_ref(ref):
    m = re.match(r"([A-Z]+)(\d+)$", ref)
    col = 0
    for ch in m[1]:
        col = col * 26 + ord(ch) - 64
    return col - 1, int(m[2]) - 1


def expand(ref):
    if ":" not in ref:
        return [ref]
    a, b = ref.split(":")
    (c1, r1), (c2, r2) = split_ref(a), split_ref(b)
    return [f"{col_name(c)}{r + 1}" for c in range(c1, c2 + 1) for r in range(r1, r2 + 1)]


def tokenize(src):
    pos, out = 0, []
    while pos < len(src):
        m = TOKEN.match(src, pos)
        if not m:
            raise SyntaxError(f"bad formula near {src[pos:]!r}")
        num, ref, func, op = m.groups()
        out.append(("num", float(num)) if num else ("ref", ref) if ref else ("func", func) if func else ("op", op))
        pos = m.end()
    return out


class Parser:
    def __init__(self, tokens):
        self.toks, self.i = tokens, 0

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else ("end", None)

    def take(self):
        tok = self.peek()
        self.i += 1
        return tok

    def compare(self):
        left = self.expr()
        while self.peek()[0] == "op" and self.peek()[1] in ("<", ">", "=", "<=", ">=", "<>"):
            left = ("bin", self.take()[1], left, self.expr())
        return left

    def expr(self):
        left = self.term()
        while self.peek() in (("op", "+"), ("op", "-")):
            left = ("bin", self.take()[1], left, self.term())
        return left

    def term(self):
        left = self.atom()
        while self.peek() in (("op", "*"), ("op", "/")):
            left = ("bin", self.take()[1], left, self.atom())
        return left

    def atom(self):
        kind, val = self.take()
        if kind == "num":
            return ("num", val)
        if kind == "ref":
            return ("ref", val)
        if kind == "op" and val == "-":
            return ("neg", self.atom())
        if kind == "op" and val == "(":
            node = self.compare()
            self.take()
            return node
        if kind == "func":
            args = [self.compare()]
            while self.take() == ("op", ","):
                args.append(self.compare())
            return ("call", val, args)
        raise SyntaxError(f"unexpected {val!r}")


def refs_of(node, out):
    if node[0] == "ref":
        out.update(expand(node[1]))
    elif node[0] == "bin":
        refs_of(node[2], out)
        refs_of(node[3], out)
    elif node[0] == "neg":
        refs_of(node[1], out)
    elif node[0] == "call":
        for a in node[2]:
            refs_of(a, out)
    return out


class CellError(Exception):
    pass


OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
       "<": lambda a, b: float(a < b), ">": lambda a, b: float(a > b), "=": lambda a, b: float(a == b),
       "<=": lambda a, b: float(a <= b), ">=": lambda a, b: float(a >= b), "<>": lambda a, b: float(a != b)}


class Sheet:
    def __init__(self):
        self.formulas, self.values, self.deps, self.users = {}, {}, {}, {}

    def set(self, ref, text):
        for d in self.deps.get(ref, ()):
            self.users[d].discard(ref)
        if isinstance(text, str) and text.startswith("="):
            node = Parser(tokenize(text[1:])).compare()
            self.formulas[ref] = node
            self.deps[ref] = refs_of(node, set())
        else:
            self.formulas[ref] = ("num", float(text))
            self.deps[ref] = set()
        for d in self.deps[ref]:
            self.users.setdefault(d, set()).add(ref)
        return self.recalc(self.dirty(ref))

    def dirty(self, ref):
        seen, stack = {ref}, [ref]
        while stack:
            for u in self.users.get(stack.pop(), ()):
                if u not in seen:
                    seen.add(u)
                    stack.append(u)
        return seen

    def recalc(self, cells):
        indeg = {c: sum(1 for d in self.deps.get(c, ()) if d in cells) for c in cells}
        queue = deque(sorted(c for c, n in indeg.items() if n == 0))
        done = 0
        while queue:
            c = queue.popleft()
            done += 1
            self.values[c] = self.evaluate(c)
            for u in sorted(self.users.get(c, ())):
                if u in indeg:
                    indeg[u] -= 1
                    if indeg[u] == 0:
                        queue.append(u)
        for c in cells:
            if indeg[c] > 0:
                self.values[c] = "#CYCLE"
        return done

    def evaluate(self, ref):
        try:
            return self.eval_node(self.formulas[ref])
        except CellError as exc:
            return str(exc)

    def value(self, ref):
        v = self.values.get(ref, 0.0)
        if isinstance(v, str):
            raise CellError(v)
        return v

    def eval_node(self, node):
        kind = node[0]
        if kind == "num":
            return node[1]
        if kind == "ref":
            return self.value(node[1])
        if kind == "neg":
            return -self.eval_node(node[1])
        if kind == "bin":
            a, b = self.eval_node(node[2]), self.eval_node(node[3])
            if node[1] == "/":
                if b == 0:
                    raise CellError("#DIV/0!")
                return a / b
            return OPS[node[1]](a, b)
        name, args = node[1], node[2]
        if name == "IF":
            return self.eval_node(args[1]) if self.eval_node(args[0]) else self.eval_node(args[2])
        vals = []
        for a in args:
            if a[0] == "ref" and ":" in a[1]:
                vals.extend(self.value(r) for r in expand(a[1]))
            else:
                vals.append(self.eval_node(a))
        return {"SUM": sum, "MAX": max, "MIN": min, "AVG": lambda v: sum(v) / len(v)}[name](vals)

    def render(self, cols, rows):
        head = "    " + "".join(f"{col_name(c):>10}" for c in range(cols))
        lines = [head]
        for r in range(rows):
            cells = []
            for c in range(cols):
                v = self.values.get(f"{col_name(c)}{r + 1}", "")
                cells.append(f"{v:>10.2f}" if isinstance(v, float) else f"{v:>10}")
            lines.append(f"{r + 1:>3} " + "".join(cells))
        return "\n".join(lines)


def main(rows, edits):
    rng = random.Random(31)
    sheet = Sheet()
    for r in range(1, rows + 1):
        sheet.set(f"A{r}", rng.randint(1, 100))
        sheet.set(f"B{r}", f"=A{r}*{rng.randint(2, 5)}+{rng.randint(0, 9)}")
        sheet.set(f"C{r}", f"=IF(B{r}>150,B{r}-A{r},A{r}/(B{r}-B{r}))" if r % 7 == 0 else f"=B{r}/A{r}")
        sheet.set(f"D{r}", f"=SUM(A1:A{r})" if r < 40 else f"=SUM(A{r - 39}:A{r})")
    sheet.set("E1", f"=AVG(C1:C{rows})")
    sheet.set("E2", f"=MAX(B1:B{rows})-MIN(B1:B{rows})")
    sheet.set("E3", "=E4+1")
    sheet.set("E4", "=E3*2")
    recalcs = 0
    for _ in range(edits):
        r = rng.randint(1, rows)
        recalcs += sheet.set(f"A{r}", rng.randint(1, 100))
    print(sheet.render(5, 8))
    total = sum(v for v in sheet.values.values() if isinstance(v, float))
    errors = sorted({v for v in sheet.values.values() if isinstance(v, str)})
    print(f"cells={len(sheet.values)} recalcs={recalcs} total={total:.3f} errors={errors}")
    print("col names:", [col_name(i) for i in (0, 25, 26, 51, 52, 701, 702)])
    try:
        sheet.set("F1", "=SUM(A1:A3")
    except (SyntaxError, IndexError) as exc:
        print("formula error:", type(exc).__name__)


if __name__ == "__main__":
    main(rows=200, edits=300)  # test: main(rows=20, edits=15)

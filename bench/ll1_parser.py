# Benchmark (held-out style, after typical agent code): an LL(1) parser generator. A grammar is
# read from text (productions "A -> x B | eps"), FIRST and FOLLOW sets are computed by fixed-
# point iteration over dicts of sets, the predictive table is built with conflict detection
# (a custom exception), token streams from a regex-based lexer are parsed with an explicit
# stack into parse trees (a dataclass node type), the trees are evaluated for arithmetic and
# pretty-printed, and syntax errors are reported with positions.
import random
import re
from dataclasses import dataclass, field

GRAMMAR = """
Prog   -> Stmt Prog | eps
Stmt   -> let id = Expr ; | print Expr ;
Expr   -> Term Expr'
Expr'  -> + Term Expr' | - Term Expr' | eps
Term   -> Factor Term'
Term'  -> * Factor Term' | / Factor Term' | % Factor Term' | eps
Factor -> num | id | ( Expr ) | - Factor
"""

EPS = "eps"
END = "$"


class GrammarConflict(Exception):
    pass


class ParseFailure(Exception):
    def __init__(self, pos, expected, got):
        super().__init__(f"at token {pos}: expected one of {sorted(expected)}, got {got!r}")
        self.pos = pos


@dataclass
class Tree:
    label: str
    children: list = field(default_factory=list)
    value: object = None

    def size(self):
        return 1 + sum(c.size() for c in self.children)


class Grammar:
    def __init__(self, text):
        self.rules = {}
        self.order = []
        for line in text.strip().splitlines():
            head, body = (s.strip() for s in line.split("->"))
            alts = [alt.split() for alt in body.split("|")]
            self.rules[head] = [[] if alt == [EPS] else alt for alt in alts]
            self.order.append(head)
        self.start = self.order[0]
        self.terminals = {s for alts in self.rules.values() for alt in alts for s in alt
                          if s not in self.rules}

    def first_of_seq(self, seq, first):
        out = set()
        for sym in seq:
            f = first[sym] if sym in self.rules else {sym}
            out |= f - {EPS}
            if EPS not in f:
                return out
        out.add(EPS)
        return out

    def first_sets(self):
        first = {nt: set() for nt in self.rules}
        changed = True
        while changed:
            changed = False
            for nt, alts in self.rules.items():
                for alt in alts:
                    f = self.first_of_seq(alt, first)
                    if not f <= first[nt]:
                        first[nt] |= f
                        changed = True
        return first

    def follow_sets(self, first):
        follow = {nt: set() for nt in self.rules}
        follow[self.start].add(END)
        changed = True
        while changed:
            changed = False
            for nt, alts in self.rules.items():
                for alt in alts:
                    for i, sym in enumerate(alt):
                        if sym not in self.rules:
                            continue
                        rest = self.first_of_seq(alt[i + 1:], first)
                        add = (rest - {EPS}) | (follow[nt] if EPS in rest else set())
                        if not add <= follow[sym]:
                            follow[sym] |= add
                            changed = True
        return follow

    def table(self):
        first = self.first_sets()
        follow = self.follow_sets(first)
        table = {}
        for nt, alts in self.rules.items():
            for alt in alts:
                f = self.first_of_seq(alt, first)
                targets = (f - {EPS}) | (follow[nt] if EPS in f else set())
                for t in targets:
                    if (nt, t) in table:
                        raise GrammarConflict(f"conflict at {nt}/{t}")
                    table[(nt, t)] = alt
        return table, first, follow


TOKEN_RE = re.compile(r"\s*(?:(\d+)|([A-Za-z_]\w*)|(.))")
KEYWORDS = {"let", "print"}


def lex(src):
    toks = []
    for num, name, op in TOKEN_RE.findall(src):
        if num:
            toks.append(("num", int(num)))
        elif name:
            toks.append((name, name) if name in KEYWORDS else ("id", name))
        elif op.strip():
            toks.append((op, op))
    toks.append((END, None))
    return toks


class LL1Parser:
    def __init__(self, grammar):
        self.g = grammar
        self.table, self.first, self.follow = grammar.table()

    def parse(self, toks):
        root = Tree(self.g.start)
        stack = [(END, None), (self.g.start, root)]
        pos = 0
        while stack:
            sym, node = stack.pop()
            kind, val = toks[pos]
            if sym == END:
                if kind != END:
                    raise ParseFailure(pos, {END}, kind)
                break
            if sym not in self.g.rules:
                if sym != kind:
                    raise ParseFailure(pos, {sym}, kind)
                node.value = val
                pos += 1
                continue
            alt = self.table.get((sym, kind))
            if alt is None:
                expected = {t for (nt, t) in self.table if nt == sym}
                raise ParseFailure(pos, expected, kind)
            kids = [Tree(s) for s in alt]
            node.children = kids
            for s, k in reversed(list(zip(alt, kids))):
                stack.append((s, k))
        return root


class Evaluator:
    def __init__(self):
        self.env = {}
        self.out = []

    def run(self, tree):
        node = tree
        while node.children:
            self.stmt(node.children[0])
            node = node.children[1]

    def stmt(self, node):
        kids = node.children
        if kids[0].label == "let":
            self.env[kids[1].value] = self.expr(kids[3])
        else:
            self.out.append(self.expr(kids[1]))

    def expr(self, node):
        acc = self.term(node.children[0])
        tail = node.children[1]
        while tail.children:
            op, rhs, tail = tail.children
            v = self.term(rhs)
            acc = acc + v if op.label == "+" else acc - v
        return acc

    def term(self, node):
        acc = self.factor(node.children[0])
        tail = node.children[1]
        while tail.children:
            op, rhs, tail = tail.children
            v = self.factor(rhs)
            if op.label == "*":
                acc *= v
            elif v == 0:
                acc = 0
            elif op.label == "/":
                acc //= v
            else:
                acc %= v
        return acc

    def factor(self, node):
        kids = node.children
        first = kids[0]
        if first.label == "num":
            return first.value
        if first.label == "id":
            return self.env.get(first.value, 0)
        if first.label == "(":
            return self.expr(kids[1])
        return -self.factor(kids[1])


def gen_expr(rng, depth, names):
    if depth == 0 or rng.random() < 0.25:
        return str(rng.randint(0, 99)) if rng.random() < 0.6 or not names else rng.choice(names)
    op = rng.choice("+-*/%")
    left = gen_expr(rng, depth - 1, names)
    right = gen_expr(rng, depth - 1, names)
    if rng.random() < 0.3:
        return f"({left} {op} {right})"
    if rng.random() < 0.1:
        return f"-{left} {op} {right}"
    return f"{left} {op} {right}"


def gen_program(rng, stmts):
    names, lines = [], []
    for i in range(stmts):
        if rng.random() < 0.6 or not names:
            name = f"v{i}"
            lines.append(f"let {name} = {gen_expr(rng, 4, names)};")
            names.append(name)
        else:
            lines.append(f"print {gen_expr(rng, 4, names)};")
    return "\n".join(lines)


def main(programs=90, stmts=25, seed=9):
    g = Grammar(GRAMMAR)
    parser = LL1Parser(g)
    print("terminals", sorted(g.terminals))
    for nt in g.order:
        print(f"  FIRST({nt}) = {sorted(parser.first[nt])}  FOLLOW = {sorted(parser.follow[nt])}")
    rng = random.Random(seed)
    total_nodes = 0
    digest = 0
    for _ in range(programs):
        src = gen_program(rng, stmts)
        tree = parser.parse(lex(src))
        total_nodes += tree.size()
        ev = Evaluator()
        ev.run(tree)
        digest = (digest * 31 + sum(ev.out) + sum(ev.env.values())) % 1000003
    print(f"programs={programs} nodes={total_nodes} digest={digest}")
    for bad in ["let x = 1 +;", "print (2 * 3;", "let = 4;", "print 1 2;"]:
        try:
            parser.parse(lex(bad))
        except ParseFailure as e:
            print("error:", e)
    try:
        Grammar("S -> a B | a\nB -> b").table()
    except GrammarConflict as e:
        print("grammar:", e)


if __name__ == "__main__":
    main()  # test: main(programs=4, stmts=6)

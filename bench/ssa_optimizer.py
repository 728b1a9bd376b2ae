# Benchmark (held-out style, after typical agent code): the middle of a tiny compiler.
# Random straight-line and branching programs over a few variables are generated as text,
# tokenized with re, parsed by recursive descent into expression trees, lowered to
# three-address code in basic blocks, then optimized: constant folding and propagation,
# copy propagation, local common-subexpression elimination keyed by (op, a, b) tuples, dead-code
# elimination from a liveness analysis (sets iterated to a fixed point), and a linear-scan
# register allocator over live intervals. Programs are run by an interpreter before and after
# optimization and the results must agree.
import random
import re
from collections import defaultdict, namedtuple

Instr = namedtuple("Instr", "op dst a b")
TOKEN = re.compile(r"\s*(?:(\d+)|([a-z_][a-z0-9_]*)|(.))")
OPS = {"+": lambda x, y: (x + y) & 0xFFFF, "-": lambda x, y: (x - y) & 0xFFFF,
       "*": lambda x, y: (x * y) & 0xFFFF, "&": lambda x, y: x & y, "|": lambda x, y: x | y,
       "^": lambda x, y: x ^ y}
PREC = {"|": 1, "^": 2, "&": 3, "+": 4, "-": 4, "*": 5}


class ParseError(Exception):
    pass


def tokenize(text):
    out = []
    for num, name, op in TOKEN.findall(text):
        if num:
            out.append(("num", int(num)))
        elif name:
            out.append(("name", name))
        elif op.strip():
            out.append(("op", op))
    return out


class Parser:
    def __init__(self, tokens):
        self.toks = tokens
        self.i = 0

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else ("eof", None)

    def next(self):
        t = self.peek()
        self.i += 1
        return t

    def expr(self, min_prec=1):
        left = self.atom()
        while True:
            kind, val = self.peek()
            if kind != "op" or val not in PREC or PREC[val] < min_prec:
                return left
            self.next()
            right = self.expr(PREC[val] + 1)
            left = (val, left, right)

    def atom(self):
        kind, val = self.next()
        if kind == "num":
            return val
        if kind == "name":
            return val
        if (kind, val) == ("op", "("):
            e = self.expr()
            if self.next() != ("op", ")"):
                raise ParseError("expected )")
            return e
        raise ParseError(f"unexpected {kind} {val!r}")


class Lowerer:
    def __init__(self):
        self.code = []
        self.n = 0

    def temp(self):
        self.n += 1
        return f"t{self.n}"

    def lower(self, e):
        if isinstance(e, (int, str)):
            return e
        op, l, r = e
        a, b = self.lower(l), self.lower(r)
        t = self.temp()
        self.code.append(Instr(op, t, a, b))
        return t

    def assign(self, var, e):
        v = self.lower(e)
        self.code.append(Instr("mov", var, v, None))


def gen_expr(rng, names, depth):
    if depth == 0 or rng.random() < 0.25:
        return str(rng.randrange(1, 20)) if rng.random() < 0.4 else rng.choice(names)
    op = rng.choice("+-*&|^")
    l, r = gen_expr(rng, names, depth - 1), gen_expr(rng, names, depth - 1)
    return f"({l} {op} {r})" if rng.random() < 0.5 else f"{l} {op} {r}"


def gen_program(rng, n_stmts):
    names = ["a", "b", "c", "d", "e"]
    lines = []
    for _ in range(n_stmts):
        lines.append(f"{rng.choice(names)} = {gen_expr(rng, names, 3)}")
    return lines


def run(code, env):
    env = dict(env)
    for ins in code:
        a = env[ins.a] if isinstance(ins.a, str) else ins.a
        if ins.op == "mov":
            env[ins.dst] = a
        else:
            b = env[ins.b] if isinstance(ins.b, str) else ins.b
            env[ins.dst] = OPS[ins.op](a, b)
    return env


def fold_and_cse(code):
    consts, copies, seen = {}, {}, {}
    out = []
    for ins in code:
        a = copies.get(ins.a, ins.a) if isinstance(ins.a, str) else ins.a
        b = copies.get(ins.b, ins.b) if isinstance(ins.b, str) else ins.b
        a = consts.get(a, a)
        b = consts.get(b, b)
        # Invalidate facts about the destination.
        consts.pop(ins.dst, None)
        copies.pop(ins.dst, None)
        for k in [k for k, v in copies.items() if v == ins.dst]:
            del copies[k]
        for k in [k for k in seen if ins.dst in (k[1], k[2]) or seen[k] == ins.dst]:
            del seen[k]
        if ins.op == "mov":
            if isinstance(a, int):
                consts[ins.dst] = a
            elif a != ins.dst:
                copies[ins.dst] = a
            out.append(Instr("mov", ins.dst, a, None))
            continue
        if isinstance(a, int) and isinstance(b, int):
            v = OPS[ins.op](a, b)
            consts[ins.dst] = v
            out.append(Instr("mov", ins.dst, v, None))
            continue
        if ins.op in "+*&|^" and str(a) > str(b):
            a, b = b, a
        key = (ins.op, a, b)
        if key in seen:
            copies[ins.dst] = seen[key]
            out.append(Instr("mov", ins.dst, seen[key], None))
            continue
        seen[key] = ins.dst
        out.append(Instr(ins.op, ins.dst, a, b))
    return out


def dead_code(code, live_out):
    live = set(live_out)
    kept = []
    for ins in reversed(code):
        if ins.dst not in live:
            continue
        live.discard(ins.dst)
        for x in (ins.a, ins.b):
            if isinstance(x, str):
                live.add(x)
        kept.append(ins)
    kept.reverse()
    return kept


def intervals(code):
    start, end = {}, {}
    for i, ins in enumerate(code):
        for x in (ins.a, ins.b):
            if isinstance(x, str):
                end[x] = i
                start.setdefault(x, -1)
        start.setdefault(ins.dst, i)
        end[ins.dst] = max(end.get(ins.dst, i), i)
    return sorted((start[v], end[v], v) for v in start)


def linear_scan(ivs, k):
    active, free = [], [f"r{i}" for i in range(k)]
    assign, spills = {}, 0
    for s, e, v in ivs:
        for old in [iv for iv in active if iv[1] < s]:
            active.remove(old)
            free.append(assign[old[2]])
        if free:
            assign[v] = free.pop()
            active.append((s, e, v))
            active.sort(key=lambda iv: iv[1])
        else:
            spills += 1
            last = active[-1]
            if last[1] > e:
                assign[v] = assign.pop(last[2])
                active[-1] = (s, e, v)
                active.sort(key=lambda iv: iv[1])
    return assign, spills


def main(n_programs=120, n_stmts=14):
    rng = random.Random(1616)
    stats = defaultdict(int)
    digest = 0
    for p in range(n_programs):
        src = gen_program(rng, n_stmts)
        low = Lowerer()
        for line in src:
            var, _, rhs = line.partition("=")
            low.assign(var.strip(), Parser(tokenize(rhs)).expr())
        env = {v: rng.randrange(0, 1 << 16) for v in "abcde"}
        before = run(low.code, env)
        opt = low.code
        for _ in range(3):
            opt = dead_code(fold_and_cse(opt), "abcde")
        after = run(opt, env)
        assert all(before[v] == after[v] for v in "abcde"), p
        assign, spills = linear_scan(intervals(opt), 6)
        stats["instrs_before"] += len(low.code)
        stats["instrs_after"] += len(opt)
        stats["spills"] += spills
        stats["regs"] += len(set(assign.values()))
        digest = (digest * 131 + sum(after[v] for v in "abcde")) % 1_000_000_007
    try:
        Parser(tokenize("a + (b * 2")).expr()
    except ParseError as e:
        print("parse error:", e)
    for k in sorted(stats):
        print(f"{k:14s} {stats[k]}")
    print(f"reduction {1 - stats['instrs_after'] / stats['instrs_before']:.3f} digest {digest}")


if __name__ == "__main__":
    main()  # test: main(n_programs=8)

# Benchmark (held-out style, after typical agent code): a tiny Prolog. Terms are Var/Atom/
# Struct classes (with __eq__/__hash__ and __repr__), a tokenizer and recursive-descent reader
# parse clauses and queries from text, unification uses a substitution dict with a walk and an
# occurs check, resolution is a depth-first generator-based solver with variable renaming per
# clause, cut-free; built-ins for arithmetic (is, <, =:=) and \=; queries over family relations,
# list append/reverse/permutation (sorting by permutation), and N-queens, printed as digests.
import itertools
import re


class Term:
    pass


class Var(Term):
    __slots__ = ("name", "id")
    counter = itertools.count()

    def __init__(self, name):
        self.name = name
        self.id = next(Var.counter)

    def __repr__(self):
        return f"_{self.name}{self.id}"


class Atom(Term):
    __slots__ = ("name",)

    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        return isinstance(other, Atom) and other.name == self.name

    def __hash__(self):
        return hash(("atom", self.name))

    def __repr__(self):
        return str(self.name)


class Struct(Term):
    __slots__ = ("functor", "args")

    def __init__(self, functor, args):
        self.functor = functor
        self.args = tuple(args)

    def __repr__(self):
        if self.functor == "." and len(self.args) == 2:
            items, t = [], self
            while isinstance(t, Struct) and t.functor == "." and len(t.args) == 2:
                items.append(repr(t.args[0]))
                t = t.args[1]
            tail = "" if t == NIL else "|" + repr(t)
            return "[" + ",".join(items) + tail + "]"
        return f"{self.functor}({', '.join(map(repr, self.args))})"


NIL = Atom("[]")
TOKEN = re.compile(r"\s*(?:(:-)|(=\\=|\\=|=:=|=<|>=|is\b)|([A-Z_]\w*)|([a-z]\w*)|(-?\d+)|(.))")


def tokenize(text):
    out = []
    for m in TOKEN.finditer(text):
        neck, op, var, atom, num, punct = m.groups()
        if neck:
            out.append(("neck", neck))
        elif op:
            out.append(("op", op))
        elif var:
            out.append(("var", var))
        elif atom:
            out.append(("atom", atom))
        elif num:
            out.append(("num", int(num)))
        elif punct and punct.strip():
            out.append(("p", punct))
    return out


class Reader:
    OPS = ("=", "\\=", "=\\=", "is", "<", ">", "=<", ">=", "=:=", "+", "-", "*")

    def __init__(self, text):
        self.toks = tokenize(text)
        self.i = 0
        self.vars = {}

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else (None, None)

    def next(self):
        tok = self.peek()
        self.i += 1
        return tok

    def expect(self, val):
        kind, v = self.next()
        if v != val:
            raise SyntaxError(f"expected {val!r}, got {v!r}")

    def clauses(self):
        while self.i < len(self.toks):
            self.vars = {}
            head = self.term()
            body = []
            if self.peek()[1] == ":-":
                self.next()
                body = self.goals()
            self.expect(".")
            yield head, body

    def goals(self):
        out = [self.term()]
        while self.peek()[1] == ",":
            self.next()
            out.append(self.term())
        return out

    def term(self):
        left = self.primary()
        kind, v = self.peek()
        if v in self.OPS and kind in ("op", "p"):
            self.next()
            right = self.term()
            return Struct(v, [left, right])
        return left

    def primary(self):
        kind, v = self.next()
        if kind == "num":
            return v
        if kind == "var":
            if v == "_":
                return Var("_")
            if v not in self.vars:
                self.vars[v] = Var(v)
            return self.vars[v]
        if kind == "atom":
            if self.peek()[1] == "(":
                self.next()
                args = [self.term()]
                while self.peek()[1] == ",":
                    self.next()
                    args.append(self.term())
                self.expect(")")
                return Struct(v, args)
            return Atom(v)
        if v == "[":
            if self.peek()[1] == "]":
                self.next()
                return NIL
            items = [self.term()]
            while self.peek()[1] == ",":
                self.next()
                items.append(self.term())
            tail = NIL
            if self.peek()[1] == "|":
                self.next()
                tail = self.term()
            self.expect("]")
            for it in reversed(items):
                tail = Struct(".", [it, tail])
            return tail
        raise SyntaxError(f"unexpected {v!r}")


def walk(t, s):
    while isinstance(t, Var) and t in s:
        t = s[t]
    return t


def occurs(v, t, s):
    t = walk(t, s)
    if t is v:
        return True
    if isinstance(t, Struct):
        return any(occurs(v, a, s) for a in t.args)
    return False


def unify(a, b, s):
    a, b = walk(a, s), walk(b, s)
    if a is b:
        return s
    if isinstance(a, Var):
        if occurs(a, b, s):
            return None
        s2 = dict(s)
        s2[a] = b
        return s2
    if isinstance(b, Var):
        return unify(b, a, s)
    if isinstance(a, Struct) and isinstance(b, Struct):
        if a.functor != b.functor or len(a.args) != len(b.args):
            return None
        for x, y in zip(a.args, b.args):
            s = unify(x, y, s)
            if s is None:
                return None
        return s
    return s if a == b else None


def resolve(t, s):
    t = walk(t, s)
    if isinstance(t, Struct):
        return Struct(t.functor, [resolve(a, s) for a in t.args])
    return t


def evaluate(t, s):
    t = walk(t, s)
    if isinstance(t, int):
        return t
    if isinstance(t, Struct) and len(t.args) == 2:
        a, b = evaluate(t.args[0], s), evaluate(t.args[1], s)
        return {"+": a + b, "-": a - b, "*": a * b}[t.functor]
    raise TypeError(f"cannot evaluate {t!r}")


def rename(t, mapping):
    if isinstance(t, Var):
        if t not in mapping:
            mapping[t] = Var(t.name)
        return mapping[t]
    if isinstance(t, Struct):
        return Struct(t.functor, [rename(a, mapping) for a in t.args])
    return t


class Database:
    def __init__(self, text):
        self.index = {}
        for head, body in Reader(text).clauses():
            key = (head.functor, len(head.args)) if isinstance(head, Struct) else (head.name, 0)
            self.index.setdefault(key, []).append((head, body))
        self.inferences = 0

    def solve(self, goals, s, depth=0):
        if not goals:
            yield s
            return
        goal, rest = walk(goals[0], s), goals[1:]
        self.inferences += 1
        if isinstance(goal, Struct) and goal.functor in ("is", "<", ">", "=<", ">=", "=:=", "=\\=", "=", "\\="):
            a, b = goal.args
            f = goal.functor
            if f == "=":
                s2 = unify(a, b, s)
                if s2 is not None:
                    yield from self.solve(rest, s2, depth)
                return
            if f == "\\=":
                if unify(a, b, s) is None:
                    yield from self.solve(rest, s, depth)
                return
            if f == "is":
                s2 = unify(a, evaluate(b, s), s)
                if s2 is not None:
                    yield from self.solve(rest, s2, depth)
                return
            x, y = evaluate(a, s), evaluate(b, s)
            ok = {"<": x < y, ">": x > y, "=<": x <= y, ">=": x >= y, "=:=": x == y, "=\\=": x != y}[f]
            if ok:
                yield from self.solve(rest, s, depth)
            return
        key = (goal.functor, len(goal.args)) if isinstance(goal, Struct) else (goal.name, 0)
        for head, body in self.index.get(key, ()):
            mapping = {}
            h = rename(head, mapping)
            s2 = unify(goal, h, s)
            if s2 is None:
                continue
            new_body = [rename(g, mapping) for g in body]
            yield from self.solve(new_body + list(rest), s2, depth + 1)

    def query(self, text, limit=None):
        reader = Reader(text + ".")
        goals = reader.goals()
        names = reader.vars
        out = []
        for s in self.solve(goals, {}):
            out.append({n: resolve(v, s) for n, v in names.items() if not n.startswith("_")})
            if limit is not None and len(out) >= limit:
                break
        return out


PROGRAM = """
parent(tom, bob). parent(tom, liz). parent(bob, ann). parent(bob, pat). parent(pat, jim).
parent(liz, joe). parent(joe, sue). parent(ann, max). parent(max, eva).
ancestor(X, Y) :- parent(X, Y).
ancestor(X, Y) :- parent(X, Z), ancestor(Z, Y).
sibling(X, Y) :- parent(P, X), parent(P, Y), X \\= Y.
append([], L, L).
append([H|T], L, [H|R]) :- append(T, L, R).
rev([], []).
rev([H|T], R) :- rev(T, RT), append(RT, [H], R).
select(X, [X|T], T).
select(X, [H|T], [H|R]) :- select(X, T, R).
perm([], []).
perm(L, [H|T]) :- select(H, L, R), perm(R, T).
sorted([]).
sorted([_]).
sorted([A, B|T]) :- A =< B, sorted([B|T]).
slowsort(L, S) :- perm(L, S), sorted(S).
len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.
range(N, N, [N]).
range(M, N, [M|T]) :- M < N, M1 is M + 1, range(M1, N, T).
queens(N, Qs) :- range(1, N, Ns), perm(Ns, Qs), safe(Qs).
safe([]).
safe([Q|Qs]) :- noattack(Q, Qs, 1), safe(Qs).
noattack(_, [], _).
noattack(Q, [Q1|Qs], D) :- Q =\\= Q1 + D, Q =\\= Q1 - D, D1 is D + 1, noattack(Q, Qs, D1).
"""


def main(qn=6, sort_len=7):
    db = Database(PROGRAM)
    anc = db.query("ancestor(tom, X)")
    print("ancestors of tom:", sorted(repr(a["X"]) for a in anc))
    print("siblings:", sorted((repr(a["X"]), repr(a["Y"])) for a in db.query("sibling(X, Y)")))
    splits = db.query("append(X, Y, [1,2,3,4,5])")
    print("splits:", len(splits), splits[2])
    print("rev:", db.query("rev([a,b,c,d,e,f,g,h], R)")[0]["R"])
    items = "[" + ",".join(str((i * 7) % 11) for i in range(sort_len)) + "]"
    print("slowsort:", db.query(f"slowsort({items}, S)", limit=1)[0]["S"])
    print("len:", db.query("range(1, 30, L), len(L, N)")[0]["N"])
    sols = db.query(f"queens({qn}, Q)")
    print(f"queens({qn}):", len(sols), sols[0]["Q"] if sols else None)
    try:
        Reader("foo(a, .").goals()
    except SyntaxError as e:
        print("syntax error:", e)
    print("inferences", db.inferences)


if __name__ == "__main__":
    main()  # test: main(qn=4, sort_len=4)

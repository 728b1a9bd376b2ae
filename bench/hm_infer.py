# Benchmark (held-out style, after typical agent code): Hindley-Milner type inference for a
# tiny ML. A hand-written s-expression reader builds dataclass AST nodes (Var, Lam, App, Let,
# If, Lit); algorithm W with union-find type variables (TVar with an instance link), occurs
# check, generalisation to schemes with frozensets of free variables, instantiation, a prelude
# environment of polymorphic list/pair functions, pretty-printed types with renamed variables,
# and type errors reported through a custom exception. Random well-typed terms stress it.
import random
from dataclasses import dataclass
from itertools import count


class TypeErr(Exception):
    pass


class TVar:
    __slots__ = ("id", "ref")
    ids = count()

    def __init__(self):
        self.id = next(TVar.ids)
        self.ref = None


@dataclass(frozen=True)
class TCon:
    name: str
    args: tuple = ()


def fn(a, b):
    return TCon("->", (a, b))


INT, BOOL = TCon("int"), TCon("bool")


def prune(t):
    while isinstance(t, TVar) and t.ref is not None:
        t = t.ref
    return t


def occurs(v, t):
    t = prune(t)
    if t is v:
        return True
    return isinstance(t, TCon) and any(occurs(v, a) for a in t.args)


def unify(a, b):
    a, b = prune(a), prune(b)
    if isinstance(a, TVar):
        if a is not b:
            if occurs(a, b):
                raise TypeErr("recursive type")
            a.ref = b
    elif isinstance(b, TVar):
        unify(b, a)
    else:
        if a.name != b.name or len(a.args) != len(b.args):
            raise TypeErr(f"cannot unify {show(a)} with {show(b)}")
        for x, y in zip(a.args, b.args):
            unify(x, y)


def free_vars(t):
    t = prune(t)
    if isinstance(t, TVar):
        return frozenset([t])
    out = frozenset()
    for a in t.args:
        out |= free_vars(a)
    return out


def instantiate(scheme):
    quant, t = scheme
    mapping = {v: TVar() for v in quant}

    def copy(t):
        t = prune(t)
        if isinstance(t, TVar):
            return mapping.get(t, t)
        return TCon(t.name, tuple(copy(a) for a in t.args)) if t.args else t
    return copy(t)


def show(t):
    names = {}

    def go(t, prec):
        t = prune(t)
        if isinstance(t, TVar):
            if t not in names:
                names[t] = "'" + chr(ord("a") + len(names))
            return names[t]
        if t.name == "->":
            s = f"{go(t.args[0], 1)} -> {go(t.args[1], 0)}"
            return f"({s})" if prec else s
        if t.args:
            return " ".join(go(a, 1) for a in t.args) + " " + t.name
        return t.name
    return go(t, 0)


def read(text):
    tokens = text.replace("(", " ( ").replace(")", " ) ").split()
    pos = 0

    def parse():
        nonlocal pos
        tok = tokens[pos]
        pos += 1
        if tok != "(":
            return tok
        items = []
        while tokens[pos] != ")":
            items.append(parse())
        pos += 1
        return items
    return parse()


def infer(env, e, nongen=frozenset()):
    if isinstance(e, str):
        if e.lstrip("-").isdigit():
            return INT
        if e in ("true", "false"):
            return BOOL
        if e not in env:
            raise TypeErr(f"unbound variable {e}")
        return instantiate(env[e])
    head = e[0]
    if head == "fn":
        params, body = e[1], e[2]
        tvs = [TVar() for _ in params]
        new_env = dict(env)
        for p, tv in zip(params, tvs):
            new_env[p] = (frozenset(), tv)
        result = infer(new_env, body, nongen | frozenset(tvs))
        for tv in reversed(tvs):
            result = fn(tv, result)
        return result
    if head == "let":
        name, value, body = e[1], e[2], e[3]
        vt = infer(env, value, nongen)
        fixed = frozenset().union(*(free_vars(v) for v in nongen)) if nongen else frozenset()
        new_env = dict(env)
        new_env[name] = (free_vars(vt) - fixed, vt)
        return infer(new_env, body, nongen)
    if head == "if":
        unify(infer(env, e[1], nongen), BOOL)
        t = infer(env, e[2], nongen)
        unify(t, infer(env, e[3], nongen))
        return t
    ft = infer(env, head, nongen)
    for arg in e[1:]:
        rt = TVar()
        unify(ft, fn(infer(env, arg, nongen), rt))
        ft = rt
    return ft


def prelude():
    env = {}

    def poly(build):
        a, b = TVar(), TVar()
        t = build(a, b)
        env_t = (free_vars(t), t)
        return env_t
    env["add"] = (frozenset(), fn(INT, fn(INT, INT)))
    env["lt"] = (frozenset(), fn(INT, fn(INT, BOOL)))
    env["nil"] = poly(lambda a, b: TCon("list", (a,)))
    env["cons"] = poly(lambda a, b: fn(a, fn(TCon("list", (a,)), TCon("list", (a,)))))
    env["map"] = poly(lambda a, b: fn(fn(a, b), fn(TCon("list", (a,)), TCon("list", (b,)))))
    env["pair"] = poly(lambda a, b: fn(a, fn(b, TCon("*", (a, b)))))
    env["fst"] = poly(lambda a, b: fn(TCon("*", (a, b)), a))
    env["id"] = poly(lambda a, b: fn(a, a))
    return env


PROGRAMS = [
    "(fn (x) x)",
    "(fn (f g x) (f (g x)))",
    "(let id2 (fn (x) x) (pair (id2 3) (id2 true)))",
    "(map (fn (n) (lt n 3)) (cons 1 nil))",
    "(fn (f) (map f (cons (fst (pair 1 true)) nil)))",
    "(fn (x) (x x))",
    "(if 1 2 3)",
    "(fn (f x) (if (f x) x (add x 1)))",
    "(let k (fn (a b) a) (k nil (k 1 true)))",
    "(undefined 1)",
]


def random_term(rng, depth, vars_):
    if depth == 0 or rng.random() < 0.2:
        return rng.choice(vars_ + ["1", "true", "nil", "id"])
    kind = rng.randrange(4)
    if kind == 0:
        v = f"v{depth}"
        return ["fn", [v], random_term(rng, depth - 1, vars_ + [v])]
    if kind == 1:
        v = f"l{depth}"
        return ["let", v, random_term(rng, depth - 1, vars_), random_term(rng, depth - 1, vars_ + [v])]
    if kind == 2:
        return ["pair", random_term(rng, depth - 1, vars_), random_term(rng, depth - 1, vars_)]
    return ["id", random_term(rng, depth - 1, vars_)]


def main(terms, depth):
    env = prelude()
    for src in PROGRAMS:
        try:
            print(f"{src:<55} : {show(infer(env, read(src)))}")
        except TypeErr as exc:
            print(f"{src:<55} ! {exc}")
    rng = random.Random(5)
    ok, errors, size = 0, 0, 0
    for _ in range(terms):
        term = random_term(rng, depth, [])
        try:
            size += len(show(infer(env, term)))
            ok += 1
        except TypeErr:
            errors += 1
    print(f"random terms: ok={ok} errors={errors} total type length={size}")


if __name__ == "__main__":
    main(terms=3000, depth=7)  # test: main(terms=40, depth=4)

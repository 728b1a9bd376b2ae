# Benchmark (held-out style, after typical agent code): a small computer-algebra system. Expressions
# are a class hierarchy (Expr -> Const, Var, BinOp -> Add/Mul/Pow, Func -> Sin/Cos/Exp/Log) whose
# constructors chain through super().__init__; nodes define __eq__/__hash__/__repr__ and operator
# overloads; derivatives and simplification are recursive methods overridden per class; a memo
# dict caches simplified subtrees; expressions are evaluated numerically and checked against
# finite differences, and Taylor coefficients are computed by repeated differentiation.
import math


class Expr:
    prec = 100

    def __init__(self, *args):
        self.args = args
        self._hash = hash((type(self).__name__, args))

    def __hash__(self):
        return self._hash

    def __eq__(self, other):
        return type(self) is type(other) and self.args == other.args

    def __add__(self, other):
        return Add(self, wrap(other))

    def __radd__(self, other):
        return Add(wrap(other), self)

    def __mul__(self, other):
        return Mul(self, wrap(other))

    def __rmul__(self, other):
        return Mul(wrap(other), self)

    def __sub__(self, other):
        return Add(self, Mul(Const(-1), wrap(other)))

    def __pow__(self, other):
        return Pow(self, wrap(other))

    def __neg__(self):
        return Mul(Const(-1), self)

    def paren(self, parent_prec):
        text = repr(self)
        return f"({text})" if self.prec < parent_prec else text


class Const(Expr):
    def __init__(self, value):
        super().__init__(value)
        self.value = value

    def diff(self, var):
        return ZERO

    def evaluate(self, env):
        return self.value

    def simplify(self, memo):
        return self

    def __repr__(self):
        v = self.value
        return str(int(v)) if float(v).is_integer() else f"{v:g}"


class Var(Expr):
    def __init__(self, name):
        super().__init__(name)
        self.name = name

    def diff(self, var):
        return ONE if self.name == var else ZERO

    def evaluate(self, env):
        return env[self.name]

    def simplify(self, memo):
        return self

    def __repr__(self):
        return self.name


class BinOp(Expr):
    symbol = "?"

    def __init__(self, left, right):
        super().__init__(left, right)
        self.left = left
        self.right = right

    def __repr__(self):
        return f"{self.left.paren(self.prec)} {self.symbol} {self.right.paren(self.prec + 1)}"

    def simplify(self, memo):
        hit = memo.get(self)
        if hit is None:
            hit = self.rewrite(self.left.simplify(memo), self.right.simplify(memo))
            memo[self] = hit
        return hit


class Add(BinOp):
    symbol = "+"
    prec = 10

    def diff(self, var):
        return Add(self.left.diff(var), self.right.diff(var))

    def evaluate(self, env):
        return self.left.evaluate(env) + self.right.evaluate(env)

    def rewrite(self, a, b):
        if isinstance(a, Const) and isinstance(b, Const):
            return Const(a.value + b.value)
        if a == ZERO:
            return b
        if b == ZERO:
            return a
        if a == b:
            return Mul(TWO, a).simplify({})
        return Add(a, b)


class Mul(BinOp):
    symbol = "*"
    prec = 20

    def diff(self, var):
        return Add(Mul(self.left.diff(var), self.right), Mul(self.left, self.right.diff(var)))

    def evaluate(self, env):
        return self.left.evaluate(env) * self.right.evaluate(env)

    def rewrite(self, a, b):
        if isinstance(a, Const) and isinstance(b, Const):
            return Const(a.value * b.value)
        if a == ZERO or b == ZERO:
            return ZERO
        if a == ONE:
            return b
        if b == ONE:
            return a
        if isinstance(b, Const):
            a, b = b, a
        if isinstance(a, Const) and isinstance(b, Mul) and isinstance(b.left, Const):
            return Mul(Const(a.value * b.left.value), b.right)
        if a == b:
            return Pow(a, TWO)
        return Mul(a, b)


class Pow(BinOp):
    symbol = "^"
    prec = 30

    def diff(self, var):
        base, exp = self.left, self.right
        if isinstance(exp, Const):
            return Mul(Mul(exp, Pow(base, Const(exp.value - 1))), base.diff(var))
        return Mul(self, Add(Mul(exp.diff(var), Log(base)), Mul(exp, Mul(base.diff(var), Pow(base, Const(-1))))))

    def evaluate(self, env):
        return self.left.evaluate(env) ** self.right.evaluate(env)

    def rewrite(self, a, b):
        if b == ZERO:
            return ONE
        if b == ONE:
            return a
        if isinstance(a, Const) and isinstance(b, Const) and a.value > 0:
            return Const(a.value ** b.value)
        return Pow(a, b)


class Func(Expr):
    name = "f"
    fn = None

    def __init__(self, arg):
        super().__init__(arg)
        self.arg = arg

    def __repr__(self):
        return f"{self.name}({self.arg!r})"

    def evaluate(self, env):
        return type(self).fn(self.arg.evaluate(env))

    def simplify(self, memo):
        hit = memo.get(self)
        if hit is None:
            hit = type(self)(self.arg.simplify(memo))
            memo[self] = hit
        return hit

    def diff(self, var):
        return Mul(self.outer(), self.arg.diff(var))


class Sin(Func):
    name = "sin"
    fn = math.sin

    def outer(self):
        return Cos(self.arg)


class Cos(Func):
    name = "cos"
    fn = math.cos

    def outer(self):
        return -Sin(self.arg)


class Exp(Func):
    name = "exp"
    fn = math.exp

    def outer(self):
        return self


class Log(Func):
    name = "log"
    fn = math.log

    def outer(self):
        return Pow(self.arg, Const(-1))


def wrap(v):
    return v if isinstance(v, Expr) else Const(v)


ZERO, ONE, TWO = Const(0), Const(1), Const(2)


def size(e):
    if isinstance(e, (Const, Var)):
        return 1
    return 1 + sum(size(a) for a in e.args)


def main(order=8, points=3000):
    x, y = Var("x"), Var("y")
    exprs = [
        x ** 3 + 2 * x * y - y ** 2,
        Sin(x) * Cos(y) + Exp(x * y),
        Log(x ** 2 + 1) * Sin(x),
        Exp(Sin(x)) + x ** x,
        (x + 1) * (x + 2) * (x + 3) * (x - 1),
        Cos(x * x + y) * Exp(-x),
    ]
    memo = {}
    env_points = [{"x": 0.3 + 0.05 * (i % 50) + i * 1e-5, "y": 1.1 - 0.02 * (i % 37)} for i in range(points)]
    for e in exprs:
        print(f"f = {e!r}")
        d = e.diff("x").simplify(memo)
        text = repr(d)
        print(f"  df/dx = {text if len(text) < 90 else text[:87] + '...'}  (size {size(e.diff('x'))} -> {size(d)})")
        worst = 0.0
        h = 1e-6
        for env in env_points:
            hi = dict(env, x=env["x"] + h)
            lo = dict(env, x=env["x"] - h)
            fd = (e.evaluate(hi) - e.evaluate(lo)) / (2 * h)
            worst = max(worst, abs(fd - d.evaluate(env)) / (1 + abs(fd)))
        print(f"  max rel err vs finite difference: {'ok' if worst < 1e-5 else worst}")
        coeffs = []
        cur = e
        fact = 1
        for k in range(order):
            if k:
                fact *= k
                cur = cur.diff("x").simplify(memo)
            coeffs.append(cur.evaluate({"x": 0.5, "y": 0.7}) / fact)
        print("  taylor@0.5:", " ".join(f"{c:+.5f}" for c in coeffs), f"size {size(cur)}")
    print("memo entries", len(memo))
    print("distinct", len({e.diff("x").diff("y").simplify(memo) for e in exprs}), "of", len(exprs))


if __name__ == "__main__":
    main()  # test: main(order=3, points=5)

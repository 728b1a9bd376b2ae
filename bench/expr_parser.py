# Benchmark (held-out style, after typical agent code): a tokenizer and recursive-descent
# parser for arithmetic expressions with variables, unary minus, power and function calls,
# building an AST of small classes, then evaluating, simplifying and pretty-printing it.
# Measures str scanning with isdigit/isalpha, list-of-tuples tokens, recursion, isinstance
# dispatch, dict lookups of variables and custom exceptions for syntax errors.


class ParseError(Exception):
    def __init__(self, msg, pos):
        super().__init__(f"{msg} at {pos}")
        self.pos = pos


class Num:
    def __init__(self, v):
        self.v = v


class Var:
    def __init__(self, name):
        self.name = name


class BinOp:
    def __init__(self, op, left, right):
        self.op = op
        self.left = left
        self.right = right


class Neg:
    def __init__(self, arg):
        self.arg = arg


class Call:
    def __init__(self, fn, args):
        self.fn = fn
        self.args = args


def tokenize(src):
    toks = []
    i = 0
    n = len(src)
    while i < n:
        c = src[i]
        if c.isspace():
            i += 1
        elif c.isdigit():
            j = i
            while j < n and (src[j].isdigit() or src[j] == "."):
                j += 1
            text = src[i:j]
            toks.append(("num", float(text) if "." in text else int(text), i))
            i = j
        elif c.isalpha() or c == "_":
            j = i
            while j < n and (src[j].isalnum() or src[j] == "_"):
                j += 1
            toks.append(("name", src[i:j], i))
            i = j
        elif c in "+-*/%(),^":
            toks.append(("op", c, i))
            i += 1
        else:
            raise ParseError(f"bad character {c!r}", i)
    toks.append(("end", None, n))
    return toks


class Parser:
    def __init__(self, toks):
        self.toks = toks
        self.pos = 0

    def peek(self):
        return self.toks[self.pos]

    def next(self):
        t = self.toks[self.pos]
        self.pos += 1
        return t

    def expect(self, value):
        t = self.next()
        if t[1] != value:
            raise ParseError(f"expected {value!r}", t[2])

    def parse(self):
        e = self.expr()
        if self.peek()[0] != "end":
            raise ParseError("trailing input", self.peek()[2])
        return e

    def expr(self):
        left = self.term()
        while self.peek()[1] in ("+", "-"):
            op = self.next()[1]
            left = BinOp(op, left, self.term())
        return left

    def term(self):
        left = self.unary()
        while self.peek()[1] in ("*", "/", "%"):
            op = self.next()[1]
            left = BinOp(op, left, self.unary())
        return left

    def unary(self):
        if self.peek()[1] == "-":
            self.next()
            return Neg(self.unary())
        return self.power()

    def power(self):
        base = self.atom()
        if self.peek()[1] == "^":
            self.next()
            return BinOp("^", base, self.unary())
        return base

    def atom(self):
        kind, val, pos = self.next()
        if kind == "num":
            return Num(val)
        if kind == "name":
            if self.peek()[1] == "(":
                self.next()
                args = []
                if self.peek()[1] != ")":
                    args.append(self.expr())
                    while self.peek()[1] == ",":
                        self.next()
                        args.append(self.expr())
                self.expect(")")
                return Call(val, args)
            return Var(val)
        if val == "(":
            e = self.expr()
            self.expect(")")
            return e
        raise ParseError(f"unexpected {val!r}", pos)


FUNCS = {"max": max, "min": min, "abs": abs}


def evaluate(node, env):
    if isinstance(node, Num):
        return node.v
    if isinstance(node, Var):
        try:
            return env[node.name]
        except KeyError:
            raise NameError(node.name) from None
    if isinstance(node, Neg):
        return -evaluate(node.arg, env)
    if isinstance(node, Call):
        return FUNCS[node.fn](*[evaluate(a, env) for a in node.args])
    a = evaluate(node.left, env)
    b = evaluate(node.right, env)
    op = node.op
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if op == "/":
        return a / b
    if op == "%":
        return a % b
    return a ** b


def simplify(node):
    if isinstance(node, BinOp):
        l = simplify(node.left)
        r = simplify(node.right)
        if isinstance(l, Num) and isinstance(r, Num) and node.op in "+-*":
            return Num(evaluate(BinOp(node.op, l, r), {}))
        if node.op == "*" and (isinstance(l, Num) and l.v == 0 or isinstance(r, Num) and r.v == 0):
            return Num(0)
        if node.op == "+" and isinstance(r, Num) and r.v == 0:
            return l
        return BinOp(node.op, l, r)
    if isinstance(node, Neg):
        a = simplify(node.arg)
        if isinstance(a, Num):
            return Num(-a.v)
        return Neg(a)
    if isinstance(node, Call):
        return Call(node.fn, [simplify(a) for a in node.args])
    return node


def show(node):
    if isinstance(node, Num):
        return str(node.v)
    if isinstance(node, Var):
        return node.name
    if isinstance(node, Neg):
        return "-" + show(node.arg)
    if isinstance(node, Call):
        return node.fn + "(" + ", ".join(show(a) for a in node.args) + ")"
    return "(" + show(node.left) + " " + node.op + " " + show(node.right) + ")"


def gen_expr(x, depth):
    x = (x * 1103515245 + 12345) & 0x7FFFFFFF
    if depth == 0 or x % 7 == 0:
        k = x % 5
        if k == 0:
            return x, "abc"[(x >> 8) % 3]
        if k == 1:
            return x, f"{(x >> 8) % 10}.5"
        return x, str((x >> 8) % 20)
    k = (x >> 4) % 9
    x, a = gen_expr(x, depth - 1)
    if k == 8:
        return x, "-" + a
    if k == 7:
        x, b = gen_expr(x, depth - 1)
        return x, f"max({a}, {b})"
    x, b = gen_expr(x, depth - 1)
    op = "+-*+-*%+^"[k]
    if op == "%":
        b = "7"
    if op == "^":
        b = "2"
    return x, f"({a} {op} {b})"


def main():
    x = 12345
    exprs = []
    for i in range(700):
        x, e = gen_expr(x, 5)
        exprs.append(e)
    exprs += ["1 + ", "2 * (3", "4 $ 5", "max(1,", "q + 1"]
    env = {"a": 3, "b": -2, "c": 1.5}
    total = 0.0
    errors = {}
    sizes = 0
    for rnd in range(10):
        for src in exprs:
            try:
                tree = Parser(tokenize(src)).parse()
                v = evaluate(tree, env)
                s = show(simplify(tree))
                sizes += len(s)
                total += v
            except ParseError as e:
                errors[str(e)] = errors.get(str(e), 0) + 1
            except NameError as e:
                errors["name " + str(e)] = errors.get("name " + str(e), 0) + 1
    print(f"total {total:.6g} sizes {sizes}")
    for k in sorted(errors):
        print(k, errors[k])
    print(show(simplify(Parser(tokenize(exprs[3])).parse())))


main()

# Benchmark (held-out style, after typical agent code): a tiny expression language processed by
# visitor classes. Node classes with __slots__ and __repr__, a Visitor base class that dispatches
# on getattr(self, "visit_" + type(node).__name__), a NodeTransformer that rebuilds the tree
# (constant folding, algebraic simplification), a free-variable collector, a pretty printer with
# precedence, an evaluator with an environment chain, and a depth/size statistics visitor.
import random


class Node:
    __slots__ = ()
    fields = ()

    def __repr__(self):
        args = ", ".join(repr(getattr(self, f)) for f in self.fields)
        return f"{type(self).__name__}({args})"

    def __eq__(self, other):
        return type(self) is type(other) and all(
            getattr(self, f) == getattr(other, f) for f in self.fields)

    def __hash__(self):
        return hash((type(self).__name__,) + tuple(getattr(self, f) for f in self.fields))


class Num(Node):
    __slots__ = ("value",)
    fields = ("value",)

    def __init__(self, value):
        self.value = value


class Var(Node):
    __slots__ = ("name",)
    fields = ("name",)

    def __init__(self, name):
        self.name = name


class BinOp(Node):
    __slots__ = ("op", "left", "right")
    fields = ("op", "left", "right")

    def __init__(self, op, left, right):
        self.op = op
        self.left = left
        self.right = right


class Neg(Node):
    __slots__ = ("operand",)
    fields = ("operand",)

    def __init__(self, operand):
        self.operand = operand


class Let(Node):
    __slots__ = ("name", "value", "body")
    fields = ("name", "value", "body")

    def __init__(self, name, value, body):
        self.name = name
        self.value = value
        self.body = body


class IfZero(Node):
    __slots__ = ("cond", "then", "other")
    fields = ("cond", "then", "other")

    def __init__(self, cond, then, other):
        self.cond = cond
        self.then = then
        self.other = other


class Visitor:
    def visit(self, node):
        method = getattr(self, "visit_" + type(node).__name__, None)
        if method is None:
            return self.generic_visit(node)
        return method(node)

    def generic_visit(self, node):
        for f in node.fields:
            child = getattr(node, f)
            if isinstance(child, Node):
                self.visit(child)
        return None


class Transformer(Visitor):
    def generic_visit(self, node):
        changed = False
        values = []
        for f in node.fields:
            child = getattr(node, f)
            if isinstance(child, Node):
                new = self.visit(child)
                changed = changed or new is not child
                values.append(new)
            else:
                values.append(child)
        return type(node)(*values) if changed else node


OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
       "/": lambda a, b: a // b if b else 0, "%": lambda a, b: a % b if b else 0}
PREC = {"+": 1, "-": 1, "*": 2, "/": 2, "%": 2}


class ConstantFolder(Transformer):
    def visit_BinOp(self, node):
        node = self.generic_visit(node)
        left, right = node.left, node.right
        if isinstance(left, Num) and isinstance(right, Num):
            return Num(OPS[node.op](left.value, right.value))
        if node.op == "+" and right == Num(0):
            return left
        if node.op == "+" and left == Num(0):
            return right
        if node.op == "*" and (right == Num(1)):
            return left
        if node.op == "*" and (left == Num(1)):
            return right
        if node.op == "*" and (left == Num(0) or right == Num(0)):
            return Num(0)
        if node.op == "-" and left == right:
            return Num(0)
        return node

    def visit_Neg(self, node):
        node = self.generic_visit(node)
        if isinstance(node.operand, Num):
            return Num(-node.operand.value)
        if isinstance(node.operand, Neg):
            return node.operand.operand
        return node

    def visit_IfZero(self, node):
        node = self.generic_visit(node)
        if isinstance(node.cond, Num):
            return node.then if node.cond.value == 0 else node.other
        return node


class FreeVars(Visitor):
    def __init__(self):
        self.bound = []
        self.free = set()

    def visit_Var(self, node):
        if node.name not in self.bound:
            self.free.add(node.name)

    def visit_Let(self, node):
        self.visit(node.value)
        self.bound.append(node.name)
        self.visit(node.body)
        self.bound.pop()


class Printer(Visitor):
    def visit_Num(self, node):
        return str(node.value) if node.value >= 0 else f"({node.value})"

    def visit_Var(self, node):
        return node.name

    def visit_BinOp(self, node):
        p = PREC[node.op]
        left = self.visit(node.left)
        right = self.visit(node.right)
        if isinstance(node.left, BinOp) and PREC[node.left.op] < p:
            left = f"({left})"
        if isinstance(node.right, BinOp) and PREC[node.right.op] <= p:
            right = f"({right})"
        return f"{left} {node.op} {right}"

    def visit_Neg(self, node):
        return f"-{self.visit(node.operand)}" if not isinstance(node.operand, BinOp) \
            else f"-({self.visit(node.operand)})"

    def visit_Let(self, node):
        return f"let {node.name} = {self.visit(node.value)} in {self.visit(node.body)}"

    def visit_IfZero(self, node):
        return f"ifz {self.visit(node.cond)} then {self.visit(node.then)} else {self.visit(node.other)}"


class Env:
    __slots__ = ("vars", "parent")

    def __init__(self, vars, parent=None):
        self.vars = vars
        self.parent = parent

    def lookup(self, name):
        env = self
        while env is not None:
            if name in env.vars:
                return env.vars[name]
            env = env.parent
        raise NameError(f"unbound variable {name!r}")


class Evaluator(Visitor):
    def __init__(self, env):
        self.env = env

    def visit_Num(self, node):
        return node.value

    def visit_Var(self, node):
        return self.env.lookup(node.name)

    def visit_BinOp(self, node):
        return OPS[node.op](self.visit(node.left), self.visit(node.right))

    def visit_Neg(self, node):
        return -self.visit(node.operand)

    def visit_Let(self, node):
        value = self.visit(node.value)
        saved = self.env
        self.env = Env({node.name: value}, saved)
        try:
            return self.visit(node.body)
        finally:
            self.env = saved

    def visit_IfZero(self, node):
        return self.visit(node.then) if self.visit(node.cond) == 0 else self.visit(node.other)


class Stats(Visitor):
    def __init__(self):
        self.counts = {}
        self.depth = 0
        self.max_depth = 0

    def visit(self, node):
        name = type(node).__name__
        self.counts[name] = self.counts.get(name, 0) + 1
        self.depth += 1
        self.max_depth = max(self.max_depth, self.depth)
        super().visit(node)
        self.depth -= 1


def random_tree(rng, depth, names):
    if depth == 0 or rng.random() < 0.2:
        if rng.random() < 0.5:
            return Num(rng.randint(-3, 9))
        return Var(rng.choice(names))
    kind = rng.random()
    if kind < 0.6:
        return BinOp(rng.choice("+-*/%"), random_tree(rng, depth - 1, names),
                     random_tree(rng, depth - 1, names))
    if kind < 0.7:
        return Neg(random_tree(rng, depth - 1, names))
    if kind < 0.85:
        name = rng.choice("abcxyz")
        return Let(name, random_tree(rng, depth - 1, names),
                   random_tree(rng, depth - 1, names + [name]))
    return IfZero(random_tree(rng, depth - 1, names), random_tree(rng, depth - 1, names),
                  random_tree(rng, depth - 1, names))


def main(n=1200, depth=6):
    rng = random.Random(1234)
    folder = ConstantFolder()
    printer = Printer()
    totals = {"before": 0, "after": 0, "same": 0}
    checksum = 0
    stats = Stats()
    free_hist = {}
    shown = 0
    for i in range(n):
        tree = random_tree(rng, depth, ["p", "q"])
        folded = folder.visit(tree)
        fv = FreeVars()
        fv.visit(tree)
        key = "".join(sorted(fv.free))
        free_hist[key] = free_hist.get(key, 0) + 1
        text = printer.visit(tree)
        text2 = printer.visit(folded)
        totals["before"] += len(text)
        totals["after"] += len(text2)
        if folded == tree:
            totals["same"] += 1
        env = Env({"p": i % 7 - 3, "q": i % 5 + 1})
        a = Evaluator(env).visit(tree)
        b = Evaluator(env).visit(folded)
        if a != b:
            print("MISMATCH", i, a, b)
        checksum = (checksum * 31 + a) % 1000000007
        stats.visit(folded)
        if shown < 4 and len(text2) < 60 and text != text2:
            print(f"{text}\n  => {text2}  [{a}]")
            shown += 1
    print("sizes", totals)
    print("checksum", checksum)
    print("node counts", sorted(stats.counts.items()), "max depth", stats.max_depth)
    print("free vars", sorted(free_hist.items()))
    print(repr(folder.visit(BinOp("+", Num(2), BinOp("*", Var("x"), Num(1))))))
    uniq = {folder.visit(random_tree(random.Random(s), 3, ["p"])) for s in range(200)}
    print("distinct small trees", len(uniq))


if __name__ == "__main__":
    main()  # test: main(n=60)

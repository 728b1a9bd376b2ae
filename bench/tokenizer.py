# Benchmark (held-out style): a tiny expression language. Measures a hand-written tokenizer
# (str indexing, str methods isdigit/isalpha, slicing), a recursive-descent parser building
# tuples, and a tree-walking evaluator with dict dispatch to functions and variables in a dict.
def tokenize(src):
    toks = []
    i = 0
    n = len(src)
    while i < n:
        c = src[i]
        if c == " ":
            i += 1
        elif c.isdigit():
            j = i
            while j < n and src[j].isdigit():
                j += 1
            toks.append(("num", int(src[i:j])))
            i = j
        elif c.isalpha():
            j = i
            while j < n and (src[j].isalnum() or src[j] == "_"):
                j += 1
            toks.append(("name", src[i:j]))
            i = j
        else:
            toks.append(("op", c))
            i += 1
    toks.append(("end", None))
    return toks


class Parser:
    def __init__(self, toks):
        self.toks = toks
        self.pos = 0

    def peek(self):
        return self.toks[self.pos]

    def take(self):
        t = self.toks[self.pos]
        self.pos += 1
        return t

    def expr(self):
        left = self.term()
        while True:
            kind, val = self.peek()
            if kind == "op" and val in "+-":
                self.take()
                left = (val, left, self.term())
            else:
                return left

    def term(self):
        left = self.atom()
        while True:
            kind, val = self.peek()
            if kind == "op" and val in "*/%":
                self.take()
                left = (val, left, self.atom())
            else:
                return left

    def atom(self):
        kind, val = self.take()
        if kind == "num":
            return ("num", val)
        if kind == "name":
            return ("var", val)
        if val == "(":
            e = self.expr()
            self.take()
            return e
        if val == "-":
            return ("neg", self.atom())
        raise SyntaxError("unexpected " + str(val))


OPS = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: a // b if b else 0,
    "%": lambda a, b: a % b if b else 0,
}


def evaluate(node, env):
    tag = node[0]
    if tag == "num":
        return node[1]
    if tag == "var":
        return env[node[1]]
    if tag == "neg":
        return -evaluate(node[1], env)
    return OPS[tag](evaluate(node[1], env), evaluate(node[2], env))


SOURCES = [
    "x * (y + 3) - z % 7",
    "(alpha + beta) * (alpha - beta) / (gamma + 1)",
    "-x + 42 * (y - -z) % 1000",
    "a1 * a1 + b_2 * b_2 - (a1 + b_2) * 3",
    "((((x + 1) * 2) - 3) * 4) % 97 + y / (z + 1)",
]

total = 0
for rep in range(2000):
    for k, src in enumerate(SOURCES):
        tree = Parser(tokenize(src)).expr()
        for v in range(6):
            env = {"x": rep + v, "y": v * 3 + k, "z": rep % 11, "alpha": rep, "beta": v,
                   "gamma": k, "a1": v + 1, "b_2": rep % 5}
            total += evaluate(tree, env)
print(total)

import re
from typing import NamedTuple

class Token(NamedTuple):
    kind: str
    value: str
    col: int

SPEC = [("NUMBER", r"\d+(?:\.\d*)?"), ("NAME", r"[A-Za-z_]\w*"), ("OP", r"[+\-*/()=]"), ("SKIP", r"[ \t]+"), ("BAD", r".")]
MASTER = re.compile("|".join(f"(?P<{n}>{p})" for n, p in SPEC))

def tokenize(s):
    for m in MASTER.finditer(s):
        kind = m.lastgroup
        if kind == "SKIP":
            continue
        if kind == "BAD":
            raise SyntaxError(f"unexpected {m.group()!r} at {m.start()}")
        yield Token(kind, m.group(), m.start())

def evaluate(tokens):
    pos = 0
    def peek():
        return tokens[pos] if pos < len(tokens) else None
    def expr():
        nonlocal pos
        v = term()
        while peek() and peek().value in "+-":
            op = tokens[pos].value; pos += 1
            v = v + term() if op == "+" else v - term()
        return v
    def term():
        nonlocal pos
        v = atom()
        while peek() and peek().value in "*/":
            op = tokens[pos].value; pos += 1
            v = v * atom() if op == "*" else v / atom()
        return v
    def atom():
        nonlocal pos
        t = tokens[pos]; pos += 1
        if t.value == "(":
            v = expr(); pos += 1
            return v
        return float(t.value)
    return expr()

for src in ["1 + 2 * 3", "(1 + 2) * 3 / 4", "x = 10", "2 $ 3"]:
    try:
        toks = list(tokenize(src))
        print([tuple(t) for t in toks][:4])
        if toks[0].kind == "NUMBER" or toks[0].value == "(":
            print(" =", evaluate(toks))
    except SyntaxError as e:
        print("error:", e)
print(Token("A", "b", 1)._asdict(), Token._fields)

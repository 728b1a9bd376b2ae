import re
from collections import Counter
from typing import List, NamedTuple


class Token(NamedTuple):
    kind: str
    value: str
    pos: int


TOKEN_SPEC = [
    ("NUMBER", r"\d+(?:\.\d*)?"),
    ("IDENT", r"[A-Za-z_]\w*"),
    ("OP", r"[+\-*/()=]"),
    ("SKIP", r"[ \t]+"),
    ("MISMATCH", r"."),
]
MASTER = re.compile("|".join(f"(?P<{name}>{pat})" for name, pat in TOKEN_SPEC))


def tokenize(code: str) -> List[Token]:
    tokens = []
    for m in MASTER.finditer(code):
        kind = m.lastgroup
        if kind == "SKIP":
            continue
        if kind == "MISMATCH":
            raise SyntaxError(f"unexpected {m.group()!r} at {m.start()}")
        tokens.append(Token(kind, m.group(), m.start()))
    return tokens


src = "total = price * 1.08 + (tax - 3)"
toks = tokenize(src)
for t in toks:
    print(t)
print(Counter(t.kind for t in toks))
try:
    tokenize("a = b $ c")
except SyntaxError as e:
    print("SyntaxError:", e)


def evaluate(expr: str, env: dict) -> float:
    names = re.sub(r"[A-Za-z_]\w*", lambda m: str(env[m.group(0)]), expr)
    return names


print(evaluate("price * qty", {"price": 3, "qty": 7}))

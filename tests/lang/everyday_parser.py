# A tiny arithmetic tokenizer + recursive-descent parser + evaluator.
class ParseError(Exception):
    pass

def tokenize(src):
    tokens, i = [], 0
    while i < len(src):
        ch = src[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit() or ch == ".":
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] == "."):
                j += 1
            text = src[i:j]
            tokens.append(("num", float(text) if "." in text else int(text)))
            i = j
        elif ch in "+-*/()%^":
            tokens.append(("op", ch))
            i += 1
        else:
            raise ParseError(f"unexpected {ch!r} at {i}")
    return tokens

class Parser:
    def __init__(self, tokens):
        self.tokens = tokens
        self.pos = 0

    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else ("end", None)

    def take(self):
        tok = self.peek()
        self.pos += 1
        return tok

    def expr(self):
        value = self.term()
        while self.peek() in (("op", "+"), ("op", "-")):
            op = self.take()[1]
            rhs = self.term()
            value = value + rhs if op == "+" else value - rhs
        return value

    def term(self):
        value = self.power()
        while self.peek()[1] in ("*", "/", "%") and self.peek()[0] == "op":
            op = self.take()[1]
            rhs = self.power()
            if op == "*":
                value *= rhs
            elif op == "/":
                value /= rhs
            else:
                value %= rhs
        return value

    def power(self):
        base = self.unary()
        if self.peek() == ("op", "^"):
            self.take()
            return base ** self.power()
        return base

    def unary(self):
        if self.peek() == ("op", "-"):
            self.take()
            return -self.unary()
        kind, val = self.take()
        if kind == "num":
            return val
        if val == "(":
            v = self.expr()
            if self.take() != ("op", ")"):
                raise ParseError("expected )")
            return v
        raise ParseError(f"unexpected token {val!r}")

def evaluate(src):
    p = Parser(tokenize(src))
    v = p.expr()
    if p.peek()[0] != "end":
        raise ParseError("trailing input")
    return v

for src in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-4 + 10 % 3", "7 / 2",
            "1.5 * 4", "((2))", "3 +", "2 $ 3", "1 / 0", "(1"]:
    try:
        print(f"{src:>12} = {evaluate(src)}")
    except ParseError as e:
        print(f"{src:>12} ! ParseError: {e}")
    except ZeroDivisionError as e:
        print(f"{src:>12} ! {type(e).__name__}: {e}")

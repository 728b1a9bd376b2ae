# Benchmark (held-out style, after pyperformance's sqlglot): a SQL tokenizer and recursive
# descent parser. Token types are an Enum, tokens are a NamedTuple, AST nodes are small
# classes with __slots__ and __eq__/__repr__, and the tree is transformed (constant folding)
# and generated back to SQL text with str.join and f-strings.
from enum import Enum, auto
from typing import NamedTuple, List, Optional


class TokenType(Enum):
    IDENT = auto()
    NUMBER = auto()
    STRING = auto()
    KEYWORD = auto()
    OP = auto()
    LPAREN = auto()
    RPAREN = auto()
    COMMA = auto()
    DOT = auto()
    STAR = auto()
    EOF = auto()


class Token(NamedTuple):
    kind: TokenType
    text: str
    pos: int


KEYWORDS = {
    "SELECT", "FROM", "WHERE", "AND", "OR", "NOT", "AS", "GROUP", "BY", "ORDER",
    "LIMIT", "JOIN", "ON", "LEFT", "INNER", "ASC", "DESC", "NULL", "IS", "IN", "HAVING",
}
OPS2 = {"<=", ">=", "<>", "!=", "||"}
OPS1 = set("+-/<>=%")


class SqlError(Exception):
    def __init__(self, msg, pos):
        super().__init__(f"{msg} at {pos}")
        self.pos = pos


def tokenize(sql: str) -> List[Token]:
    out = []
    i = 0
    n = len(sql)
    while i < n:
        c = sql[i]
        if c.isspace():
            i += 1
        elif c.isalpha() or c == "_":
            j = i + 1
            while j < n and (sql[j].isalnum() or sql[j] == "_"):
                j += 1
            word = sql[i:j]
            up = word.upper()
            if up in KEYWORDS:
                out.append(Token(TokenType.KEYWORD, up, i))
            else:
                out.append(Token(TokenType.IDENT, word, i))
            i = j
        elif c.isdigit():
            j = i + 1
            while j < n and (sql[j].isdigit() or sql[j] == "."):
                j += 1
            out.append(Token(TokenType.NUMBER, sql[i:j], i))
            i = j
        elif c == "'":
            j = sql.index("'", i + 1)
            out.append(Token(TokenType.STRING, sql[i + 1:j], i))
            i = j + 1
        elif sql[i:i + 2] in OPS2:
            out.append(Token(TokenType.OP, sql[i:i + 2], i))
            i += 2
        elif c in OPS1:
            out.append(Token(TokenType.OP, c, i))
            i += 1
        elif c == "(":
            out.append(Token(TokenType.LPAREN, c, i)); i += 1
        elif c == ")":
            out.append(Token(TokenType.RPAREN, c, i)); i += 1
        elif c == ",":
            out.append(Token(TokenType.COMMA, c, i)); i += 1
        elif c == ".":
            out.append(Token(TokenType.DOT, c, i)); i += 1
        elif c == "*":
            out.append(Token(TokenType.STAR, c, i)); i += 1
        else:
            raise SqlError(f"unexpected character {c!r}", i)
    out.append(Token(TokenType.EOF, "", n))
    return out


class Node:
    __slots__ = ()

    def __eq__(self, other):
        return type(self) is type(other) and self.key() == other.key()

    def __hash__(self):
        return hash(self.key())


class Lit(Node):
    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value

    def key(self):
        return ("lit", self.value)

    def __repr__(self):
        return f"Lit({self.value!r})"


class Col(Node):
    __slots__ = ("table", "name")

    def __init__(self, table, name):
        self.table = table
        self.name = name

    def key(self):
        return ("col", self.table, self.name)

    def __repr__(self):
        return f"Col({self.table}.{self.name})" if self.table else f"Col({self.name})"


class BinOp(Node):
    __slots__ = ("op", "left", "right")

    def __init__(self, op, left, right):
        self.op = op
        self.left = left
        self.right = right

    def key(self):
        return ("bin", self.op, self.left.key(), self.right.key())


class Call(Node):
    __slots__ = ("name", "args")

    def __init__(self, name, args):
        self.name = name
        self.args = args

    def key(self):
        return ("call", self.name, tuple(a.key() for a in self.args))


class Select:
    def __init__(self):
        self.columns = []
        self.table = None
        self.joins = []
        self.where = None
        self.group = []
        self.order = []
        self.limit: Optional[int] = None


PRECEDENCE = {"OR": 1, "AND": 2, "=": 3, "<>": 3, "!=": 3, "<": 4, ">": 4, "<=": 4,
              ">=": 4, "||": 5, "+": 5, "-": 5, "*": 6, "/": 6, "%": 6}


class Parser:
    def __init__(self, tokens):
        self.tokens = tokens
        self.i = 0

    @property
    def cur(self):
        return self.tokens[self.i]

    def advance(self):
        tok = self.tokens[self.i]
        self.i += 1
        return tok

    def accept(self, kind, text=None):
        tok = self.tokens[self.i]
        if tok.kind is kind and (text is None or tok.text == text):
            self.i += 1
            return tok
        return None

    def expect(self, kind, text=None):
        tok = self.accept(kind, text)
        if tok is None:
            raise SqlError(f"expected {text or kind.name}, got {self.cur.text!r}", self.cur.pos)
        return tok

    def parse_select(self):
        sel = Select()
        self.expect(TokenType.KEYWORD, "SELECT")
        while True:
            if self.accept(TokenType.STAR):
                sel.columns.append(Col(None, "*"))
            else:
                expr = self.parse_expr(0)
                if self.accept(TokenType.KEYWORD, "AS"):
                    alias = self.expect(TokenType.IDENT).text
                    expr = Call("AS", [expr, Lit(alias)])
                sel.columns.append(expr)
            if not self.accept(TokenType.COMMA):
                break
        self.expect(TokenType.KEYWORD, "FROM")
        sel.table = self.expect(TokenType.IDENT).text
        while self.cur.kind is TokenType.KEYWORD and self.cur.text in ("JOIN", "LEFT", "INNER"):
            kind = self.advance().text
            if kind != "JOIN":
                self.expect(TokenType.KEYWORD, "JOIN")
            table = self.expect(TokenType.IDENT).text
            self.expect(TokenType.KEYWORD, "ON")
            sel.joins.append((kind, table, self.parse_expr(0)))
        if self.accept(TokenType.KEYWORD, "WHERE"):
            sel.where = self.parse_expr(0)
        if self.accept(TokenType.KEYWORD, "GROUP"):
            self.expect(TokenType.KEYWORD, "BY")
            sel.group.append(self.parse_expr(0))
            while self.accept(TokenType.COMMA):
                sel.group.append(self.parse_expr(0))
        if self.accept(TokenType.KEYWORD, "ORDER"):
            self.expect(TokenType.KEYWORD, "BY")
            while True:
                e = self.parse_expr(0)
                desc = bool(self.accept(TokenType.KEYWORD, "DESC"))
                self.accept(TokenType.KEYWORD, "ASC")
                sel.order.append((e, desc))
                if not self.accept(TokenType.COMMA):
                    break
        if self.accept(TokenType.KEYWORD, "LIMIT"):
            sel.limit = int(self.expect(TokenType.NUMBER).text)
        self.expect(TokenType.EOF)
        return sel

    def binop_text(self):
        tok = self.cur
        if tok.kind is TokenType.OP or tok.kind is TokenType.STAR:
            return tok.text
        if tok.kind is TokenType.KEYWORD and tok.text in ("AND", "OR"):
            return tok.text
        return None

    def parse_expr(self, min_prec):
        left = self.parse_unary()
        while True:
            op = self.binop_text()
            if op is None or PRECEDENCE[op] <= min_prec:
                return left
            self.advance()
            right = self.parse_expr(PRECEDENCE[op])
            left = BinOp(op, left, right)

    def parse_unary(self):
        if self.accept(TokenType.KEYWORD, "NOT"):
            return Call("NOT", [self.parse_unary()])
        if self.accept(TokenType.OP, "-"):
            return BinOp("-", Lit(0), self.parse_unary())
        return self.parse_atom()

    def parse_atom(self):
        tok = self.advance()
        if tok.kind is TokenType.NUMBER:
            return Lit(float(tok.text) if "." in tok.text else int(tok.text))
        if tok.kind is TokenType.STRING:
            return Lit(tok.text)
        if tok.kind is TokenType.KEYWORD and tok.text == "NULL":
            return Lit(None)
        if tok.kind is TokenType.LPAREN:
            e = self.parse_expr(0)
            self.expect(TokenType.RPAREN)
            return e
        if tok.kind is TokenType.IDENT:
            if self.accept(TokenType.LPAREN):
                args = []
                if self.accept(TokenType.STAR):
                    args.append(Col(None, "*"))
                elif self.cur.kind is not TokenType.RPAREN:
                    args.append(self.parse_expr(0))
                    while self.accept(TokenType.COMMA):
                        args.append(self.parse_expr(0))
                self.expect(TokenType.RPAREN)
                return Call(tok.text.upper(), args)
            if self.accept(TokenType.DOT):
                return Col(tok.text, self.expect(TokenType.IDENT).text)
            return Col(None, tok.text)
        raise SqlError(f"unexpected token {tok.text!r}", tok.pos)


FOLD = {
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
    "%": lambda a, b: a % b,
}


def fold(node):
    if isinstance(node, BinOp):
        left, right = fold(node.left), fold(node.right)
        if isinstance(left, Lit) and isinstance(right, Lit) and node.op in FOLD:
            if isinstance(left.value, (int, float)) and isinstance(right.value, (int, float)):
                return Lit(FOLD[node.op](left.value, right.value))
        return BinOp(node.op, left, right)
    if isinstance(node, Call):
        return Call(node.name, [fold(a) for a in node.args])
    return node


def gen(node):
    if isinstance(node, Lit):
        v = node.value
        if v is None:
            return "NULL"
        if isinstance(v, str):
            return "'" + v.replace("'", "''") + "'"
        return repr(v)
    if isinstance(node, Col):
        return f"{node.table}.{node.name}" if node.table else node.name
    if isinstance(node, BinOp):
        return f"({gen(node.left)} {node.op} {gen(node.right)})"
    if node.name == "AS":
        return f"{gen(node.args[0])} AS {node.args[1].value}"
    if node.name == "NOT":
        return f"NOT {gen(node.args[0])}"
    return f"{node.name}({', '.join(gen(a) for a in node.args)})"


def generate(sel):
    parts = ["SELECT " + ", ".join(gen(fold(c)) for c in sel.columns), "FROM " + sel.table]
    for kind, table, cond in sel.joins:
        parts.append(f"{kind} JOIN {table} ON {gen(fold(cond))}" if kind != "JOIN"
                     else f"JOIN {table} ON {gen(fold(cond))}")
    if sel.where is not None:
        parts.append("WHERE " + gen(fold(sel.where)))
    if sel.group:
        parts.append("GROUP BY " + ", ".join(gen(g) for g in sel.group))
    if sel.order:
        parts.append("ORDER BY " + ", ".join(gen(e) + (" DESC" if d else "") for e, d in sel.order))
    if sel.limit is not None:
        parts.append(f"LIMIT {sel.limit}")
    return " ".join(parts)


TEMPLATES = [
    "SELECT a, b + {n} * 2 AS total, COUNT(*) FROM t{m} WHERE a > {n} AND b <> 'x{m}' GROUP BY a",
    "select u.id, u.name, sum(o.amount) as spent from users join orders on u.id = o.user_id "
    "where o.amount >= {n}.5 and not u.banned group by u.id, u.name order by spent desc limit {m}",
    "SELECT * FROM logs LEFT JOIN hosts ON logs.host = hosts.id WHERE (level = 'ERROR' OR "
    "code % {m} = 0) AND ts >= 100 - {n} + 3 ORDER BY ts, level DESC",
    "SELECT name || '-' || city AS label, -price * {n} FROM items WHERE price IS NULL",
    "SELECT x FROM t WHERE x = = 3",
    "SELECT max(a, b, 1 + 2 + {n}) FROM pairs WHERE a <= b * ({m} - 1) LIMIT 10",
    "SELECT a FROM t WHERE b = 'it''s' AND c = #",
]


def main():
    seen = {}
    errors = {}
    total_tokens = 0
    out_len = 0
    for rep in range(900):
        for ti, tpl in enumerate(TEMPLATES):
            sql = tpl.format(n=rep % 37, m=rep % 11)
            try:
                toks = tokenize(sql)
                total_tokens += len(toks)
                sel = Parser(toks).parse_select()
                text = generate(sel)
                out_len += len(text)
                key = (ti, len(sel.columns), len(sel.joins))
                seen[key] = seen.get(key, 0) + 1
                if rep == 5:
                    print(text)
                    exprs = set(fold(c) for c in sel.columns)
                    print(" cols:", len(exprs), sorted(repr(e) for e in exprs if isinstance(e, (Lit, Col))))
            except SqlError as e:
                errors[str(e)] = errors.get(str(e), 0) + 1
    print("tokens", total_tokens, "chars", out_len)
    for key in sorted(seen):
        print(key, seen[key])
    for msg, count in sorted(errors.items(), key=lambda kv: (-kv[1], kv[0]))[:6]:
        print(f"{count:5d}  {msg}")


main()

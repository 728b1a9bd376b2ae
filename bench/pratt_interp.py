# Benchmark (held-out style, after typical agent code): a tiny scripting language. A regex
# tokenizer (re.finditer with named groups, a keyword set), a Pratt parser (binding-power
# tables, prefix/infix handlers in dicts) building dataclass AST nodes, and a tree-walking
# interpreter with chained Environment scopes, first-class closures, while/if/return (return
# by exception), lists with indexing, builtin functions, runtime errors with line numbers,
# and structural pattern matching (match/case on node classes) in the evaluator.
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterator, List, NamedTuple, Optional, Union


class Token(NamedTuple):
    kind: str
    text: str
    line: int


TOKEN_RE = re.compile(r"""
    (?P<NUMBER>\d+(?:\.\d+)?)
  | (?P<STRING>"(?:[^"\\]|\\.)*")
  | (?P<NAME>[A-Za-z_]\w*)
  | (?P<OP>==|!=|<=|>=|&&|\|\||[-+*/%<>=!(){}\[\],;])
  | (?P<NEWLINE>\n)
  | (?P<SKIP>[ \t]+|\#[^\n]*)
  | (?P<ERROR>.)
""", re.VERBOSE)

KEYWORDS = {"let", "fn", "if", "else", "while", "return", "true", "false", "nil"}


class LangError(Exception):
    def __init__(self, message: str, line: int) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line


def tokenize(src: str) -> Iterator[Token]:
    line = 1
    for m in TOKEN_RE.finditer(src):
        kind, text = m.lastgroup, m.group()
        assert kind is not None
        if kind == "NEWLINE":
            line += 1
        elif kind == "SKIP":
            continue
        elif kind == "ERROR":
            raise LangError(f"unexpected character {text!r}", line)
        elif kind == "NAME" and text in KEYWORDS:
            yield Token(text.upper(), text, line)
        else:
            yield Token(kind, text, line)
    yield Token("EOF", "", line)


@dataclass
class Node:
    line: int


@dataclass
class Num(Node):
    value: float


@dataclass
class Str(Node):
    value: str


@dataclass
class Var(Node):
    name: str


@dataclass
class Unary(Node):
    op: str
    operand: Node


@dataclass
class Binary(Node):
    op: str
    left: Node
    right: Node


@dataclass
class Call(Node):
    callee: Node
    args: List[Node]


@dataclass
class Index(Node):
    target: Node
    index: Node


@dataclass
class ListLit(Node):
    items: List[Node]


@dataclass
class FnLit(Node):
    params: List[str]
    body: List[Node]


@dataclass
class Let(Node):
    name: str
    value: Node


@dataclass
class Assign(Node):
    name: str
    value: Node


@dataclass
class If(Node):
    cond: Node
    then: List[Node]
    otherwise: List[Node] = field(default_factory=list)


@dataclass
class While(Node):
    cond: Node
    body: List[Node]


@dataclass
class Return(Node):
    value: Optional[Node]


@dataclass
class Const(Node):
    value: Any


BINARY_POWER = {"||": 1, "&&": 2, "==": 3, "!=": 3, "<": 4, "<=": 4, ">": 4, ">=": 4,
                "+": 5, "-": 5, "*": 6, "/": 6, "%": 6, "(": 8, "[": 8}


class Parser:
    def __init__(self, src: str) -> None:
        self.tokens = list(tokenize(src))
        self.pos = 0

    @property
    def tok(self) -> Token:
        return self.tokens[self.pos]

    def advance(self) -> Token:
        t = self.tokens[self.pos]
        self.pos += 1
        return t

    def expect(self, text: str) -> Token:
        t = self.advance()
        if t.text != text:
            raise LangError(f"expected {text!r}, got {t.text or 'end of input'!r}", t.line)
        return t

    def program(self) -> List[Node]:
        stmts = []
        while self.tok.kind != "EOF":
            stmts.append(self.statement())
        return stmts

    def block(self) -> List[Node]:
        self.expect("{")
        stmts = []
        while self.tok.text != "}":
            if self.tok.kind == "EOF":
                raise LangError("unterminated block", self.tok.line)
            stmts.append(self.statement())
        self.expect("}")
        return stmts

    def statement(self) -> Node:
        t = self.tok
        if t.kind == "LET":
            self.advance()
            name = self.advance()
            self.expect("=")
            node: Node = Let(t.line, name.text, self.expression(0))
        elif t.kind == "IF":
            self.advance()
            cond = self.expression(0)
            then = self.block()
            otherwise: List[Node] = []
            if self.tok.kind == "ELSE":
                self.advance()
                otherwise = [self.statement()] if self.tok.kind == "IF" else self.block()
            return If(t.line, cond, then, otherwise)
        elif t.kind == "WHILE":
            self.advance()
            return While(t.line, self.expression(0), self.block())
        elif t.kind == "RETURN":
            self.advance()
            node = Return(t.line, None if self.tok.text == ";" else self.expression(0))
        elif t.kind == "NAME" and self.tokens[self.pos + 1].text == "=":
            self.advance()
            self.advance()
            node = Assign(t.line, t.text, self.expression(0))
        else:
            node = self.expression(0)
        self.expect(";")
        return node

    def expression(self, min_power: int) -> Node:
        left = self.prefix()
        while True:
            t = self.tok
            power = BINARY_POWER.get(t.text) if t.kind == "OP" else None
            if power is None or power <= min_power:
                return left
            self.advance()
            if t.text == "(":
                args = []
                while self.tok.text != ")":
                    args.append(self.expression(0))
                    if self.tok.text == ",":
                        self.advance()
                self.expect(")")
                left = Call(t.line, left, args)
            elif t.text == "[":
                left = Index(t.line, left, self.expression(0))
                self.expect("]")
            else:
                left = Binary(t.line, t.text, left, self.expression(power))

    def prefix(self) -> Node:
        t = self.advance()
        match t.kind:
            case "NUMBER":
                return Num(t.line, float(t.text) if "." in t.text else int(t.text))
            case "STRING":
                return Str(t.line, t.text[1:-1].replace('\\"', '"').replace("\\n", "\n"))
            case "NAME":
                return Var(t.line, t.text)
            case "TRUE" | "FALSE" | "NIL":
                return Const(t.line, {"TRUE": True, "FALSE": False, "NIL": None}[t.kind])
            case "FN":
                self.expect("(")
                params = []
                while self.tok.text != ")":
                    params.append(self.advance().text)
                    if self.tok.text == ",":
                        self.advance()
                self.expect(")")
                return FnLit(t.line, params, self.block())
        if t.text in ("-", "!"):
            return Unary(t.line, t.text, self.expression(7))
        if t.text == "(":
            inner = self.expression(0)
            self.expect(")")
            return inner
        if t.text == "[":
            items = []
            while self.tok.text != "]":
                items.append(self.expression(0))
                if self.tok.text == ",":
                    self.advance()
            self.expect("]")
            return ListLit(t.line, items)
        raise LangError(f"unexpected {t.text or 'end of input'!r}", t.line)


class Environment:
    __slots__ = ("vars", "parent")

    def __init__(self, parent: Optional[Environment] = None) -> None:
        self.vars: Dict[str, Any] = {}
        self.parent = parent

    def lookup(self, name: str, line: int) -> Any:
        env: Optional[Environment] = self
        while env is not None:
            if name in env.vars:
                return env.vars[name]
            env = env.parent
        raise LangError(f"undefined variable {name!r}", line)

    def assign(self, name: str, value: Any, line: int) -> None:
        env: Optional[Environment] = self
        while env is not None:
            if name in env.vars:
                env.vars[name] = value
                return
            env = env.parent
        raise LangError(f"assignment to undeclared {name!r}", line)


@dataclass
class Closure:
    params: List[str]
    body: List[Node]
    env: Environment
    name: str = "<fn>"


class ReturnSignal(Exception):
    def __init__(self, value: Any) -> None:
        self.value = value


ARITH: Dict[str, Callable[[Any, Any], Any]] = {
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
    "%": lambda a, b: a % b, "<": lambda a, b: a < b, "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b, ">=": lambda a, b: a >= b, "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
}


class Interpreter:
    def __init__(self) -> None:
        self.globals = Environment()
        self.output: List[str] = []
        self.calls = 0
        builtins: Dict[str, Callable[..., Any]] = {
            "print": lambda *a: self.output.append(" ".join(self.show(x) for x in a)),
            "len": len,
            "push": lambda lst, x: lst.append(x) or lst,
            "str": self.show,
        }
        self.globals.vars.update(builtins)

    def show(self, v: Any) -> str:
        if v is None:
            return "nil"
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, float) and v.is_integer():
            return str(int(v))
        if isinstance(v, list):
            return "[" + ", ".join(self.show(x) for x in v) + "]"
        if isinstance(v, Closure):
            return f"<fn {v.name}/{len(v.params)}>"
        return str(v)

    def run(self, stmts: List[Node]) -> None:
        self.exec_block(stmts, self.globals)

    def exec_block(self, stmts: List[Node], env: Environment) -> None:
        for s in stmts:
            self.execute(s, env)

    def execute(self, node: Node, env: Environment) -> None:
        match node:
            case Let(name=name, value=value):
                v = self.eval(value, env)
                if isinstance(v, Closure) and v.name == "<fn>":
                    v.name = name
                env.vars[name] = v
            case Assign(line=line, name=name, value=value):
                env.assign(name, self.eval(value, env), line)
            case If(cond=cond, then=then, otherwise=otherwise):
                branch = then if self.truthy(self.eval(cond, env)) else otherwise
                self.exec_block(branch, Environment(env))
            case While(cond=cond, body=body):
                while self.truthy(self.eval(cond, env)):
                    self.exec_block(body, Environment(env))
            case Return(value=value):
                raise ReturnSignal(None if value is None else self.eval(value, env))
            case _:
                self.eval(node, env)

    @staticmethod
    def truthy(v: Any) -> bool:
        return v is not None and v is not False and v != 0

    def eval(self, node: Node, env: Environment) -> Any:
        if isinstance(node, Num):
            return node.value
        if isinstance(node, Var):
            return env.lookup(node.name, node.line)
        if isinstance(node, Binary):
            if node.op == "&&":
                left = self.eval(node.left, env)
                return self.eval(node.right, env) if self.truthy(left) else left
            if node.op == "||":
                left = self.eval(node.left, env)
                return left if self.truthy(left) else self.eval(node.right, env)
            a, b = self.eval(node.left, env), self.eval(node.right, env)
            if node.op == "/":
                if b == 0:
                    raise LangError("division by zero", node.line)
                return a / b
            try:
                return ARITH[node.op](a, b)
            except TypeError:
                raise LangError(f"bad operands for {node.op}: {self.show(a)}, {self.show(b)}",
                                node.line) from None
        if isinstance(node, Call):
            return self.call(node, env)
        if isinstance(node, Index):
            target, idx = self.eval(node.target, env), self.eval(node.index, env)
            try:
                return target[int(idx)]
            except IndexError:
                raise LangError(f"index {idx} out of range", node.line) from None
        if isinstance(node, Unary):
            v = self.eval(node.operand, env)
            return -v if node.op == "-" else not self.truthy(v)
        if isinstance(node, Str):
            return node.value
        if isinstance(node, Const):
            return node.value
        if isinstance(node, ListLit):
            return [self.eval(x, env) for x in node.items]
        if isinstance(node, FnLit):
            return Closure(node.params, node.body, env)
        raise LangError(f"cannot evaluate {type(node).__name__}", node.line)

    def call(self, node: Call, env: Environment) -> Any:
        fn = self.eval(node.callee, env)
        args = [self.eval(a, env) for a in node.args]
        self.calls += 1
        if isinstance(fn, Closure):
            if len(args) != len(fn.params):
                raise LangError(f"{fn.name} expects {len(fn.params)} args, got {len(args)}",
                                node.line)
            scope = Environment(fn.env)
            scope.vars.update(zip(fn.params, args))
            try:
                self.exec_block(fn.body, scope)
            except ReturnSignal as ret:
                return ret.value
            return None
        if callable(fn):
            return fn(*args)
        raise LangError(f"{self.show(fn)} is not callable", node.line)


PROGRAM = """
# closures, recursion, loops and lists
let fib = fn(n) { if n < 2 { return n; } return fib(n - 1) + fib(n - 2); };
let make_counter = fn() { let c = 0; return fn() { c = c + 1; return c; }; };
let counter = make_counter();
let map = fn(xs, f) {
  let out = []; let i = 0;
  while i < len(xs) { push(out, f(xs[i])); i = i + 1; }
  return out;
};
let is_prime = fn(n) {
  if n < 2 { return false; }
  let d = 2;
  while d * d <= n { if n % d == 0 { return false; } d = d + 1; }
  return true;
};
let count_primes = fn(n) {
  let c = 0; let i = 2;
  while i <= n { if is_prime(i) { c = c + 1; } i = i + 1; }
  return c;
};
let total = 0;
let k = 0;
while k < ROUNDS {
  total = total + fib(FIB_N) + counter();
  k = k + 1;
}
print("total", total, "counter", counter());
print("squares", map([1, 2, 3, 4, 5], fn(x) { return x * x; }));
let ps = map([10, 20, 30], count_primes);
print("prime counts", ps, 7 / 2, "ok" && !false, nil || "fallback");
"""


def main(rounds: int, fib_n: int) -> None:
    source = PROGRAM.replace("ROUNDS", str(rounds)).replace("FIB_N", str(fib_n))
    interp = Interpreter()
    ast = Parser(source).program()
    interp.run(ast)
    print("\n".join(interp.output))
    print(f"statements={len(ast)} calls={interp.calls}")
    bad_programs = [
        "let x = 1 +;",
        "let y = 2; z = 3;",
        "let f = fn(a) { return a; }; f(1, 2);",
        "print(1 / 0);",
        "let s = \"abc\" - 1;",
        "let l = [1, 2]; l[5];",
        "let q = 1 @ 2;",
        "if 1 { let a = 1;",
    ]
    for src in bad_programs:
        try:
            Interpreter().run(Parser(src).program())
        except LangError as exc:
            print(f"LangError: {exc}")
    print(Parser("let v = -(1 + 2) * 3;").program()[0])


if __name__ == "__main__":
    main(rounds=24, fib_n=15)  # test: main(rounds=3, fib_n=8)

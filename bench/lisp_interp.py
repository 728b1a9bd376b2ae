# Benchmark (held-out style, after Norvig's lispy and typical agent code): a small Scheme
# interpreter. A tokenizer with str.replace/split, a recursive reader into nested lists, Symbol as
# a str subclass interned in a dict, an Env class subclassing dict with an outer chain, a Procedure
# class with __call__, special forms dispatched by an if/elif chain, builtins from the operator
# module in a dict, and tail calls by looping in eval. Runs recursive programs (fib, ackermann,
# list sorting, a counter closure, map/filter/fold) and prints their results.
import math
import operator as op


class Symbol(str):
    pass


SYMBOLS = {}


def sym(name):
    if name not in SYMBOLS:
        SYMBOLS[name] = Symbol(name)
    return SYMBOLS[name]


_quote, _if, _define, _lambda, _begin, _set, _let, _cond, _else = map(
    sym, ["quote", "if", "define", "lambda", "begin", "set!", "let", "cond", "else"])


class LispError(Exception):
    pass


def tokenize(text):
    return text.replace("(", " ( ").replace(")", " ) ").replace("'", " ' ").split()


def read_from(tokens, pos):
    if pos >= len(tokens):
        raise LispError("unexpected EOF")
    tok = tokens[pos]
    if tok == "(":
        out = []
        pos += 1
        while tokens[pos] != ")":
            item, pos = read_from(tokens, pos)
            out.append(item)
        return out, pos + 1
    if tok == ")":
        raise LispError("unexpected )")
    if tok == "'":
        item, pos = read_from(tokens, pos + 1)
        return [_quote, item], pos
    return atom(tok), pos + 1


def atom(tok):
    try:
        return int(tok)
    except ValueError:
        try:
            return float(tok)
        except ValueError:
            return sym(tok)


def parse_all(text):
    tokens, pos, forms = tokenize(text), 0, []
    while pos < len(tokens):
        form, pos = read_from(tokens, pos)
        forms.append(form)
    return forms


class Env(dict):
    def __init__(self, params=(), args=(), outer=None):
        super().__init__(zip(params, args))
        self.outer = outer

    def find(self, name):
        env = self
        while env is not None:
            if name in env:
                return env
            env = env.outer
        raise LispError(f"unbound symbol: {name}")


class Procedure:
    def __init__(self, params, body, env):
        self.params, self.body, self.env = params, body, env

    def __call__(self, *args):
        return evaluate(self.body, Env(self.params, args, self.env))


def standard_env():
    env = Env()
    env.update({
        "+": op.add, "-": op.sub, "*": op.mul, "/": op.truediv, "quotient": op.floordiv,
        "remainder": op.mod, ">": op.gt, "<": op.lt, ">=": op.ge, "<=": op.le, "=": op.eq,
        "abs": abs, "car": lambda x: x[0], "cdr": lambda x: x[1:], "cons": lambda x, y: [x] + y,
        "list": lambda *x: list(x), "null?": lambda x: x == [], "length": len,
        "not": op.not_, "max": max, "min": min, "sqrt": math.sqrt, "append": op.add,
        "number?": lambda x: isinstance(x, (int, float)), "eq?": op.is_,
    })
    return env


def evaluate(x, env):
    while True:
        if isinstance(x, Symbol):
            return env.find(x)[x]
        if not isinstance(x, list):
            return x
        head = x[0]
        if head is _quote:
            return x[1]
        if head is _if:
            x = x[2] if evaluate(x[1], env) else (x[3] if len(x) > 3 else None)
            continue
        if head is _define:
            env[x[1]] = evaluate(x[2], env)
            return None
        if head is _set:
            env.find(x[1])[x[1]] = evaluate(x[2], env)
            return None
        if head is _lambda:
            return Procedure(x[1], x[2], env)
        if head is _begin:
            for expr in x[1:-1]:
                evaluate(expr, env)
            x = x[-1]
            continue
        if head is _let:
            names = [b[0] for b in x[1]]
            vals = [evaluate(b[1], env) for b in x[1]]
            env, x = Env(names, vals, env), x[2]
            continue
        if head is _cond:
            for test, expr in x[1:]:
                if test is _else or evaluate(test, env):
                    x = expr
                    break
            else:
                return None
            continue
        proc = evaluate(head, env)
        args = [evaluate(arg, env) for arg in x[1:]]
        if isinstance(proc, Procedure):
            x, env = proc.body, Env(proc.params, args, proc.env)
            continue
        return proc(*args)


def to_str(x):
    if isinstance(x, list):
        return "(" + " ".join(map(to_str, x)) + ")"
    if x is True:
        return "#t"
    if x is False:
        return "#f"
    return str(x)


PRELUDE = """
(define fib (lambda (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))))
(define fact (lambda (n) (if (<= n 1) 1 (* n (fact (- n 1))))))
(define map (lambda (f xs) (if (null? xs) '() (cons (f (car xs)) (map f (cdr xs))))))
(define filter (lambda (p xs) (cond ((null? xs) '()) ((p (car xs)) (cons (car xs) (filter p (cdr xs)))) (else (filter p (cdr xs))))))
(define fold (lambda (f acc xs) (if (null? xs) acc (fold f (f acc (car xs)) (cdr xs)))))
(define range (lambda (a b) (if (>= a b) '() (cons a (range (+ a 1) b)))))
(define qsort (lambda (xs) (if (null? xs) '()
  (let ((p (car xs)) (rest (cdr xs)))
    (append (qsort (filter (lambda (y) (< y p)) rest))
            (append (list p) (qsort (filter (lambda (y) (>= y p)) rest))))))))
(define make-counter (lambda () (let ((n 0)) (lambda () (begin (set! n (+ n 1)) n)))))
(define ack (lambda (m n) (cond ((= m 0) (+ n 1)) ((= n 0) (ack (- m 1) 1)) (else (ack (- m 1) (ack m (- n 1)))))))
(define count-loop (lambda (i acc) (if (= i 0) acc (count-loop (- i 1) (+ acc (remainder i 7))))))
(define lcg (lambda (seed) (remainder (+ (* seed 1103515245) 12345) 2147483648)))
(define rand-list (lambda (n seed) (if (= n 0) '() (cons (remainder seed 1000) (rand-list (- n 1) (lcg seed))))))
"""


def main(fib_n=18, rounds=6):
    env = standard_env()
    for form in parse_all(PRELUDE):
        evaluate(form, env)
    programs = [
        f"(fib {fib_n})",
        "(fact 30)",
        "(fold + 0 (map (lambda (x) (* x x)) (range 0 200)))",
        "(length (filter (lambda (x) (= (remainder x 3) 0)) (range 0 300)))",
        "(ack 2 3)",
        "(count-loop 3000 0)",
        "(let ((c (make-counter))) (begin (c) (c) (c) (c)))",
        "(fold max 0 (qsort (rand-list 120 42)))",
        "(car (qsort (rand-list 150 7)))",
        "(sqrt (fold + 0.0 (range 0 100)))",
    ]
    checksum = 0
    for r in range(rounds):
        for i, src in enumerate(programs):
            result = evaluate(parse_all(src)[0], env)
            if r == 0:
                print(f"{i}: {src[:40]:<40} => {to_str(result)}")
            if isinstance(result, (int, float)):
                checksum = (checksum * 31 + int(result)) % 1000000007
    try:
        evaluate(parse_all("(undefined-thing 1)")[0], env)
    except LispError as exc:
        print("error:", exc)
    print("symbols:", len(SYMBOLS), "checksum:", checksum)


if __name__ == "__main__":
    main()  # test: main(fib_n=10, rounds=1)

# Benchmark (held-out style, after typical agent code): an interpreter for a small Forth-like
# stack language. Source is tokenized with str.split, colon definitions are compiled into lists
# of tuples (op, arg) with IF/ELSE/THEN and BEGIN/UNTIL and DO/LOOP resolved to jump targets,
# and the inner interpreter dispatches with a match statement on the op tuples. Programs compute
# primes, gcds, fibonacci numbers, collatz lengths and a small bubble sort on a memory array.
class ForthError(Exception):
    pass


BINARY = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: a // b,
    "mod": lambda a, b: a % b,
    "=": lambda a, b: -1 if a == b else 0,
    "<": lambda a, b: -1 if a < b else 0,
    ">": lambda a, b: -1 if a > b else 0,
    "and": lambda a, b: a & b,
    "or": lambda a, b: a | b,
    "max": max,
    "min": min,
}


class Forth:
    def __init__(self):
        self.stack = []
        self.rstack = []
        self.words = {}
        self.memory = [0] * 256
        self.out = []
        self.steps = 0

    def compile(self, tokens):
        code = []
        pending = []
        for tok in tokens:
            low = tok.lower()
            if low == "if":
                pending.append(("if", len(code)))
                code.append(["jz", None])
            elif low == "else":
                kind, at = pending.pop()
                pending.append(("else", len(code)))
                code.append(["jmp", None])
                code[at][1] = len(code)
            elif low == "then":
                kind, at = pending.pop()
                code[at][1] = len(code)
            elif low == "begin":
                pending.append(("begin", len(code)))
            elif low == "until":
                kind, at = pending.pop()
                code.append(["jz", at])
            elif low == "do":
                pending.append(("do", len(code)))
                code.append(["do", None])
            elif low == "loop":
                kind, at = pending.pop()
                code.append(["loop", at + 1])
                code[at][1] = len(code)
            elif low.lstrip("-").isdigit():
                code.append(["lit", int(low)])
            elif low.startswith('."'):
                code.append(["str", tok[2:-1].replace("_", " ")])
            else:
                code.append(["call", low])
        if pending:
            raise ForthError(f"unbalanced control: {pending}")
        return [tuple(c) for c in code]

    def define(self, source):
        tokens = source.split()
        i = 0
        while i < len(tokens):
            if tokens[i] == ":":
                end = tokens.index(";", i)
                name = tokens[i + 1].lower()
                self.words[name] = self.compile(tokens[i + 2:end])
                i = end + 1
            else:
                raise ForthError(f"expected a definition at {tokens[i]!r}")

    def run(self, code):
        stack = self.stack
        pc = 0
        n = len(code)
        while pc < n:
            self.steps += 1
            match code[pc]:
                case ("lit", value):
                    stack.append(value)
                case ("call", name) if name in BINARY:
                    b = stack.pop()
                    a = stack.pop()
                    stack.append(BINARY[name](a, b))
                case ("call", "dup"):
                    stack.append(stack[-1])
                case ("call", "drop"):
                    stack.pop()
                case ("call", "swap"):
                    stack[-1], stack[-2] = stack[-2], stack[-1]
                case ("call", "over"):
                    stack.append(stack[-2])
                case ("call", "rot"):
                    stack.append(stack.pop(-3))
                case ("call", "@"):
                    stack.append(self.memory[stack.pop()])
                case ("call", "!"):
                    addr = stack.pop()
                    self.memory[addr] = stack.pop()
                case ("call", "i"):
                    stack.append(self.rstack[-2])
                case ("call", "."):
                    self.out.append(str(stack.pop()))
                case ("call", "cr"):
                    self.out.append("\n")
                case ("call", name):
                    body = self.words.get(name)
                    if body is None:
                        raise ForthError(f"unknown word {name!r}")
                    self.run(body)
                case ("str", text):
                    self.out.append(text)
                case ("jz", target):
                    if stack.pop() == 0:
                        pc = target
                        continue
                case ("jmp", target):
                    pc = target
                    continue
                case ("do", _):
                    start = stack.pop()
                    limit = stack.pop()
                    self.rstack.extend((start, limit))
                case ("loop", body):
                    self.rstack[-2] += 1
                    if self.rstack[-2] < self.rstack[-1]:
                        pc = body
                        continue
                    del self.rstack[-2:]
                case other:
                    raise ForthError(f"bad instruction {other}")
            pc += 1

    def execute(self, line):
        self.run(self.compile(line.split()))


LIBRARY = """
: square dup * ;
: gcd begin swap over mod dup 0 = until drop ;
: fib 0 1 rot 0 do swap over + loop drop ;
: prime? dup 2 < if drop 0 else
    -1 swap dup 2 do dup i mod 0 = if swap drop 0 swap then loop drop then ;
: count-primes 0 swap 2 do i prime? if 1 + then loop ;
: collatz-step dup 2 mod 0 = if 2 / else 3 * 1 + then ;
: collatz-len 0 swap begin swap 1 + swap collatz-step dup 1 = until drop ;
: fill 0 do i 37 * 101 mod i ! loop ;
: cmp-swap dup @ over 1 + @ > if dup @ over 1 + @ rot dup rot rot ! 1 + ! else drop then ;
: pass 0 do i cmp-swap loop ;
: bsort dup 1 - 0 do dup 1 - pass loop drop ;
: sum-mem 0 swap 0 do i @ + loop ;
"""


def main(scale=1):
    vm = Forth()
    vm.define(LIBRARY)
    vm.execute('."squares:_" 13 square . 7 square . cr')
    vm.execute('."gcds:_" 1071 462 gcd . 270 192 gcd . 17 5 gcd . cr')
    vm.execute('."fib:_" 10 fib . 30 fib . 60 fib . cr')
    vm.execute(f'."primes:_" {150 * scale} count-primes . cr')
    best = (0, 0)
    for n in range(1, 120 * scale):
        vm.execute(f"{n} collatz-len")
        best = max(best, (vm.stack.pop(), n))
    vm.execute(f"{40 * scale} fill {40 * scale} bsort")
    vm.execute(f'."sorted-sum:_" {40 * scale} sum-mem . cr')
    print("".join(vm.out), end="")
    print("collatz best:", best)
    print("memory head:", vm.memory[:12])
    print("words:", len(vm.words), "steps:", vm.steps, "stack:", vm.stack)
    try:
        vm.execute("1 2 frobnicate")
    except ForthError as exc:
        print("error:", exc)


if __name__ == "__main__":
    main(scale=3)  # test: main(scale=1)

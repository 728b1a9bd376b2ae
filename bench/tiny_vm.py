# Benchmark (held-out style, after typical agent code): a tiny stack-machine interpreter
# written in Python. Measures an if/elif dispatch chain on str opcodes, a dict of handler
# functions, list push/pop as a stack, tuple instructions unpacked per step and a small
# assembler that parses text with split() and int().
SOURCE = """
    push 0
    store i
    push 0
    store acc
loop:
    load i
    push 29000
    lt
    jz end
    load acc
    load i
    push 7
    mod
    add
    load i
    push 3
    mul
    push 11
    mod
    sub
    store acc
    load i
    push 1
    add
    store i
    jmp loop
end:
    load acc
    print
    halt
"""


def assemble(text):
    labels = {}
    code = []
    for line in text.strip().splitlines():
        line = line.strip()
        if not line:
            continue
        if line.endswith(":"):
            labels[line[:-1]] = len(code)
            continue
        parts = line.split()
        op = parts[0]
        arg = parts[1] if len(parts) > 1 else None
        code.append((op, arg))
    out = []
    for op, arg in code:
        if op in ("jmp", "jz"):
            arg = labels[arg]
        elif op == "push":
            arg = int(arg)
        out.append((op, arg))
    return out


def run_chain(code, out):
    stack = []
    env = {}
    pc = 0
    steps = 0
    while True:
        op, arg = code[pc]
        pc += 1
        steps += 1
        if op == "push":
            stack.append(arg)
        elif op == "load":
            stack.append(env[arg])
        elif op == "store":
            env[arg] = stack.pop()
        elif op == "add":
            b = stack.pop()
            stack.append(stack.pop() + b)
        elif op == "sub":
            b = stack.pop()
            stack.append(stack.pop() - b)
        elif op == "mul":
            b = stack.pop()
            stack.append(stack.pop() * b)
        elif op == "mod":
            b = stack.pop()
            stack.append(stack.pop() % b)
        elif op == "lt":
            b = stack.pop()
            stack.append(1 if stack.pop() < b else 0)
        elif op == "jz":
            if not stack.pop():
                pc = arg
        elif op == "jmp":
            pc = arg
        elif op == "print":
            out.append(stack.pop())
        elif op == "halt":
            return steps
        else:
            raise ValueError("bad op " + op)


class Machine:
    def __init__(self, code):
        self.code = code
        self.stack = []
        self.env = {}
        self.pc = 0
        self.out = []
        self.running = True
        self.table = {
            "push": self.op_push, "load": self.op_load, "store": self.op_store,
            "add": self.op_add, "sub": self.op_sub, "mul": self.op_mul, "mod": self.op_mod,
            "lt": self.op_lt, "jz": self.op_jz, "jmp": self.op_jmp, "print": self.op_print,
            "halt": self.op_halt,
        }

    def op_push(self, arg):
        self.stack.append(arg)

    def op_load(self, arg):
        self.stack.append(self.env[arg])

    def op_store(self, arg):
        self.env[arg] = self.stack.pop()

    def op_add(self, arg):
        b = self.stack.pop()
        self.stack.append(self.stack.pop() + b)

    def op_sub(self, arg):
        b = self.stack.pop()
        self.stack.append(self.stack.pop() - b)

    def op_mul(self, arg):
        b = self.stack.pop()
        self.stack.append(self.stack.pop() * b)

    def op_mod(self, arg):
        b = self.stack.pop()
        self.stack.append(self.stack.pop() % b)

    def op_lt(self, arg):
        b = self.stack.pop()
        self.stack.append(1 if self.stack.pop() < b else 0)

    def op_jz(self, arg):
        if not self.stack.pop():
            self.pc = arg

    def op_jmp(self, arg):
        self.pc = arg

    def op_print(self, arg):
        self.out.append(self.stack.pop())

    def op_halt(self, arg):
        self.running = False

    def run(self):
        steps = 0
        code = self.code
        table = self.table
        while self.running:
            op, arg = code[self.pc]
            self.pc += 1
            table[op](arg)
            steps += 1
        return steps


def main():
    code = assemble(SOURCE)
    total = 0
    for r in range(3):
        out = []
        steps = run_chain(code, out)
        m = Machine(code)
        steps2 = m.run()
        total += steps + steps2
        print(r, out, m.out, steps, steps2)
    print("total steps", total)


main()

# Benchmark (held-out style, after typical agent code): a two-pass assembler and a disassembler for
# a small stack machine. Source lines are parsed with str.split/partition, labels are resolved in a
# first pass through a dict, instructions are encoded into a bytearray (opcode byte plus little-endian
# operands via int.to_bytes), decoded back with int.from_bytes into f-string listings, and the
# program is run by a dict-dispatched interpreter with a tracing histogram (collections.Counter).
from collections import Counter

OPS = {
    "push": (0x01, 4), "pop": (0x02, 0), "add": (0x03, 0), "sub": (0x04, 0), "mul": (0x05, 0),
    "mod": (0x06, 0), "dup": (0x07, 0), "swap": (0x08, 0), "jmp": (0x09, 2), "jz": (0x0A, 2),
    "jnz": (0x0B, 2), "load": (0x0C, 1), "store": (0x0D, 1), "lt": (0x0E, 0), "halt": (0x0F, 0),
    "out": (0x10, 0), "inc": (0x11, 1),
}
BY_CODE = {code: (name, size) for name, (code, size) in OPS.items()}


class AsmError(Exception):
    pass


def parse_line(line):
    line, _, _comment = line.partition(";")
    line = line.strip()
    if not line:
        return None, None, None
    label = None
    if ":" in line:
        label, _, line = line.partition(":")
        label, line = label.strip(), line.strip()
    if not line:
        return label, None, None
    parts = line.split()
    return label, parts[0].lower(), parts[1] if len(parts) > 1 else None


def assemble(source):
    labels, items, pc = {}, [], 0
    for lineno, raw in enumerate(source.splitlines(), 1):
        label, op, arg = parse_line(raw)
        if label:
            if label in labels:
                raise AsmError(f"line {lineno}: duplicate label {label!r}")
            labels[label] = pc
        if op is None:
            continue
        if op not in OPS:
            raise AsmError(f"line {lineno}: unknown op {op!r}")
        items.append((lineno, op, arg))
        pc += 1 + OPS[op][1]
    code = bytearray()
    for lineno, op, arg in items:
        opcode, size = OPS[op]
        code.append(opcode)
        if size:
            if arg is None:
                raise AsmError(f"line {lineno}: {op} needs an operand")
            value = labels[arg] if arg in labels else int(arg, 0)
            code += value.to_bytes(size, "little", signed=(size == 4))
    return bytes(code), labels


def disassemble(code, labels):
    names = {addr: name for name, addr in labels.items()}
    out, pc = [], 0
    while pc < len(code):
        name, size = BY_CODE[code[pc]]
        operand = ""
        if size:
            value = int.from_bytes(code[pc + 1:pc + 1 + size], "little", signed=(size == 4))
            operand = names.get(value, str(value)) if name.startswith("j") else f"{value:#x}" if size == 4 else str(value)
        tag = f"{names[pc]}:" if pc in names else ""
        out.append(f"{pc:04x} {tag:<8}{name:<6}{operand}".rstrip())
        pc += 1 + size
    return out


def run(code, limit):
    stack, mem, pc, outputs, hist, steps = [], [0] * 16, 0, [], Counter(), 0
    while steps < limit:
        op = code[pc]
        name, size = BY_CODE[op]
        hist[name] += 1
        steps += 1
        arg = int.from_bytes(code[pc + 1:pc + 1 + size], "little", signed=(size == 4)) if size else 0
        pc += 1 + size
        if name == "push":
            stack.append(arg)
        elif name == "pop":
            stack.pop()
        elif name in ("add", "sub", "mul", "mod", "lt"):
            b, a = stack.pop(), stack.pop()
            stack.append({"add": a + b, "sub": a - b, "mul": (a * b) & 0xFFFFFFFF,
                          "mod": a % b if b else 0, "lt": int(a < b)}[name])
        elif name == "dup":
            stack.append(stack[-1])
        elif name == "swap":
            stack[-1], stack[-2] = stack[-2], stack[-1]
        elif name == "jmp":
            pc = arg
        elif name == "jz":
            if stack.pop() == 0:
                pc = arg
        elif name == "jnz":
            if stack.pop() != 0:
                pc = arg
        elif name == "load":
            stack.append(mem[arg])
        elif name == "store":
            mem[arg] = stack.pop()
        elif name == "inc":
            mem[arg] += 1
        elif name == "out":
            outputs.append(stack.pop())
        elif name == "halt":
            break
    return outputs, hist, steps


def make_program(n, k):
    return f"""
; sum of (i*i*{k}) mod 1000003 for i below {n}, printing every 97th partial sum
        push 0
        store 0          ; i
        push 0
        store 1          ; acc
loop:   load 0
        push {n}
        lt
        jz done
        load 0
        dup
        mul
        push {k}
        mul
        push 1000003
        mod
        load 1
        add
        store 1
        load 0
        push 97
        mod
        jnz skip
        load 1
        out
skip:   inc 0
        jmp loop
done:   load 1
        out
        halt
"""


def main(rounds, n):
    total, lines, counts = 0, 0, Counter()
    for r in range(rounds):
        code, labels = assemble(make_program(n + r, 3 + r % 7))
        listing = disassemble(code, labels)
        lines += len(listing)
        outputs, hist, steps = run(code, 10 ** 7)
        counts.update(hist)
        total = (total * 31 + sum(outputs) + steps) % (1 << 61)
        if r == 0:
            print("\n".join(listing[:8]))
    for bad in ("foo 1", "push", "a: push 1\na: pop"):
        try:
            assemble(bad)
        except AsmError as e:
            print("error:", e)
    print("listing lines", lines, "checksum", total)
    print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:6])


if __name__ == "__main__":
    main(rounds=60, n=500)  # test: main(rounds=3, n=50)

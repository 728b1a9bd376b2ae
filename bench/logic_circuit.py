# Benchmark (held-out style, after typical agent code): an event-driven digital logic simulator.
# Gates are a class hierarchy (And/Or/Xor/Not/Nand/Mux with propagation delays) connected by
# Wire objects with fan-out lists; a heapq event queue orders changes by (time, seq); circuits
# are built by functions (full adders into ripple-carry adders, a 4-bit multiplier, a counter
# built from D flip-flops); random operands from a seeded random.Random are applied, settled
# results are checked against Python arithmetic, and toggle counts and timing are reported.
import heapq
import itertools
import random
from collections import Counter


class Wire:
    __slots__ = ("name", "value", "fanout", "toggles")

    def __init__(self, name):
        self.name = name
        self.value = 0
        self.fanout = []
        self.toggles = 0

    def __repr__(self):
        return f"Wire({self.name}={self.value})"


class Simulator:
    def __init__(self):
        self.time = 0
        self.queue = []
        self.seq = itertools.count()
        self.events = 0
        self.gates = []

    def schedule(self, delay, wire, value):
        heapq.heappush(self.queue, (self.time + delay, next(self.seq), wire, value))

    def set(self, wire, value):
        self.schedule(0, wire, value)

    def run(self, until=None):
        while self.queue:
            t, _, wire, value = self.queue[0]
            if until is not None and t > until:
                break
            heapq.heappop(self.queue)
            self.time = t
            if wire.value == value:
                continue
            wire.value = value
            wire.toggles += 1
            self.events += 1
            for gate in wire.fanout:
                gate.evaluate(self)
        return self.time


class Gate:
    delay = 1
    kind = "gate"

    def __init__(self, sim, inputs, output):
        self.inputs = inputs
        self.output = output
        for w in inputs:
            w.fanout.append(self)
        sim.gates.append(self)

    def compute(self, values):
        raise NotImplementedError

    def evaluate(self, sim):
        sim.schedule(self.delay, self.output, self.compute([w.value for w in self.inputs]))


class And(Gate):
    kind = "and"
    delay = 2

    def compute(self, v):
        return int(all(v))


class Or(Gate):
    kind = "or"
    delay = 2

    def compute(self, v):
        return int(any(v))


class Xor(Gate):
    kind = "xor"
    delay = 3

    def compute(self, v):
        return sum(v) & 1


class Not(Gate):
    kind = "not"

    def compute(self, v):
        return 1 - v[0]


class Nand(And):
    kind = "nand"

    def compute(self, v):
        return 1 - super().compute(v)


class Mux(Gate):
    kind = "mux"
    delay = 2

    def compute(self, v):
        sel, a, b = v
        return b if sel else a


class Circuit:
    def __init__(self, sim, prefix):
        self.sim = sim
        self.prefix = prefix
        self.n = 0

    def wire(self, name=None):
        self.n += 1
        return Wire(name or f"{self.prefix}{self.n}")

    def gate(self, cls, *ins):
        out = self.wire()
        cls(self.sim, list(ins), out)
        return out

    def full_adder(self, a, b, cin):
        s1 = self.gate(Xor, a, b)
        s = self.gate(Xor, s1, cin)
        c1 = self.gate(And, a, b)
        c2 = self.gate(And, s1, cin)
        return s, self.gate(Or, c1, c2)

    def adder(self, xs, ys, cin):
        out = []
        c = cin
        for a, b in zip(xs, ys):
            s, c = self.full_adder(a, b, c)
            out.append(s)
        return out, c

    def multiplier(self, xs, ys, zero):
        acc = [zero] * (len(xs) + len(ys))
        for i, b in enumerate(ys):
            partial = [self.gate(And, a, b) for a in xs]
            row, carry = self.adder(acc[i:i + len(xs)], partial, zero)
            acc[i:i + len(xs)] = row
            acc[i + len(xs)] = carry if i + len(xs) < len(acc) else acc[i + len(xs)]
        return acc


def bits(n, width):
    return [(n >> i) & 1 for i in range(width)]


def value(wires):
    return sum(w.value << i for i, w in enumerate(wires))


def test_adder(rng, width, trials):
    sim = Simulator()
    c = Circuit(sim, "add")
    xs = [c.wire(f"x{i}") for i in range(width)]
    ys = [c.wire(f"y{i}") for i in range(width)]
    cin = c.wire("cin")
    out, cout = c.adder(xs, ys, cin)
    worst = 0
    errors = 0
    for _ in range(trials):
        a, b, ci = rng.getrandbits(width), rng.getrandbits(width), rng.randint(0, 1)
        start = sim.time
        for w, v in zip(xs, bits(a, width)):
            sim.set(w, v)
        for w, v in zip(ys, bits(b, width)):
            sim.set(w, v)
        sim.set(cin, ci)
        end = sim.run()
        worst = max(worst, end - start)
        if value(out) + (cout.value << width) != a + b + ci:
            errors += 1
    return sim, worst, errors


def test_multiplier(rng, width, trials):
    sim = Simulator()
    c = Circuit(sim, "mul")
    zero = c.wire("zero")
    xs = [c.wire(f"a{i}") for i in range(width)]
    ys = [c.wire(f"b{i}") for i in range(width)]
    prod = c.multiplier(xs, ys, zero)
    errors = 0
    for _ in range(trials):
        a, b = rng.getrandbits(width), rng.getrandbits(width)
        for w, v in itertools.chain(zip(xs, bits(a, width)), zip(ys, bits(b, width))):
            sim.set(w, v)
        sim.run()
        if value(prod) != a * b:
            errors += 1
    return sim, errors


def test_mux_tree(rng, trials):
    sim = Simulator()
    c = Circuit(sim, "mux")
    data = [c.wire(f"d{i}") for i in range(8)]
    sel = [c.wire(f"s{i}") for i in range(3)]
    level = data
    for s in sel:
        level = [c.gate(Mux, s, level[i], level[i + 1]) for i in range(0, len(level), 2)]
    out = level[0]
    inv = c.gate(Nand, out, out)
    errors = 0
    for _ in range(trials):
        word = rng.getrandbits(8)
        idx = rng.randrange(8)
        for w, v in zip(data, bits(word, 8)):
            sim.set(w, v)
        for w, v in zip(sel, bits(idx, 3)):
            sim.set(w, v)
        sim.run()
        if out.value != (word >> idx) & 1 or inv.value != 1 - out.value:
            errors += 1
    return sim, errors


def main(trials=180):
    rng = random.Random(8080)
    sim, worst, errors = test_adder(rng, 16, trials)
    kinds = Counter(g.kind for g in sim.gates)
    print(f"adder16: gates={len(sim.gates)} {sorted(kinds.items())} events={sim.events} "
          f"worst_settle={worst} errors={errors}")
    sim, errors = test_multiplier(rng, 6, trials)
    busiest = sorted((w for g in sim.gates for w in [g.output]), key=lambda w: (-w.toggles, w.name))[:3]
    print(f"mul6: gates={len(sim.gates)} events={sim.events} time={sim.time} errors={errors} busiest={busiest}")
    print("  toggles", [w.toggles for w in busiest])
    sim, errors = test_mux_tree(rng, trials * 2)
    print(f"mux8: gates={len(sim.gates)} events={sim.events} errors={errors}")


if __name__ == "__main__":
    main()  # test: main(trials=6)

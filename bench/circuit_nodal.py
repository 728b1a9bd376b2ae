# Benchmark (held-out style, written blind in session 21, heldout21): Circuit solver: netlists
# parsed with re into component classes, modified nodal analysis solved by Gaussian elimination
# with partial pivoting (floats) and exactly (Fractions), resistor ladders and bridges, sweeps
# of a source, and an RC/RL transient by backward Euler.

import re
from fractions import Fraction
from dataclasses import dataclass
from collections import OrderedDict
import math

LINE = re.compile(r"^\s*([RVIC])(\w+)\s+(\w+)\s+(\w+)\s+([-+0-9.eE]+)([kmuM]?)\s*(?:;.*)?$")
SCALE = {"": 1.0, "k": 1e3, "M": 1e6, "m": 1e-3, "u": 1e-6}


class Component:
    prefix = "?"

    def __init__(self, name, a, b, value):
        self.name = name
        self.a = a
        self.b = b
        self.value = value

    def __repr__(self):
        return f"{self.prefix}{self.name}({self.a},{self.b},{self.value:g})"


class Resistor(Component):
    prefix = "R"

    def stamp(self, G, rhs, idx, extra, dt=None, state=None):
        g = 1 / self.value
        ia, ib = idx.get(self.a), idx.get(self.b)
        if ia is not None:
            G[ia][ia] += g
        if ib is not None:
            G[ib][ib] += g
        if ia is not None and ib is not None:
            G[ia][ib] -= g
            G[ib][ia] -= g


class Capacitor(Resistor):
    """A capacitor is a conductance C/dt plus a history current in backward Euler."""
    prefix = "C"

    def stamp(self, G, rhs, idx, extra, dt=None, state=None):
        if dt is None:
            return
        g = self.value / dt
        ia, ib = idx.get(self.a), idx.get(self.b)
        v_prev = state.get(self.name, 0.0)
        for i, sign in ((ia, 1), (ib, -1)):
            if i is not None:
                rhs[i] += sign * g * v_prev
        saved = self.value
        self.value = 1 / g
        Resistor.stamp(self, G, rhs, idx, extra)
        self.value = saved


class CurrentSource(Component):
    prefix = "I"

    def stamp(self, G, rhs, idx, extra, dt=None, state=None):
        ia, ib = idx.get(self.a), idx.get(self.b)
        if ia is not None:
            rhs[ia] -= self.value
        if ib is not None:
            rhs[ib] += self.value


class VoltageSource(Component):
    prefix = "V"

    def stamp(self, G, rhs, idx, extra, dt=None, state=None):
        k = extra[self.name]
        ia, ib = idx.get(self.a), idx.get(self.b)
        if ia is not None:
            G[ia][k] += 1
            G[k][ia] += 1
        if ib is not None:
            G[ib][k] -= 1
            G[k][ib] -= 1
        rhs[k] += self.value


KINDS = {"R": Resistor, "V": VoltageSource, "I": CurrentSource, "C": Capacitor}


def parse(text):
    parts = []
    for n, line in enumerate(text.strip().splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("*"):
            continue
        m = LINE.match(line)
        if not m:
            raise ValueError(f"line {n}: cannot parse {line!r}")
        kind, name, a, b, val, unit = m.groups()
        parts.append(KINDS[kind](name, a, b, float(val) * SCALE[unit]))
    return parts


@dataclass
class Solution:
    voltages: dict
    currents: dict

    def power(self, parts):
        total = 0.0
        for p in parts:
            if isinstance(p, VoltageSource):
                total += p.value * self.currents[p.name]
        return total


def solve_linear(A, b, zero=0.0):
    n = len(A)
    M = [row[:] + [b[i]] for i, row in enumerate(A)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(M[r][col]))
        if M[piv][col] == zero:
            raise ZeroDivisionError(f"singular at column {col}")
        M[col], M[piv] = M[piv], M[col]
        pivot_row = M[col]
        for r in range(col + 1, n):
            row = M[r]
            f = row[col] / pivot_row[col]
            if f != zero:
                for c in range(col, n + 1):
                    row[c] -= f * pivot_row[c]
    x = [zero] * n
    for r in range(n - 1, -1, -1):
        s = M[r][n]
        for c in range(r + 1, n):
            s -= M[r][c] * x[c]
        x[r] = s / M[r][r]
    return x


def analyze(parts, exact=False, dt=None, state=None):
    nodes = OrderedDict()
    for p in parts:
        for n in (p.a, p.b):
            if n != "0" and n not in nodes:
                nodes[n] = len(nodes)
    extra = {}
    for p in parts:
        if isinstance(p, VoltageSource):
            extra[p.name] = len(nodes) + len(extra)
    size = len(nodes) + len(extra)
    zero = Fraction(0) if exact else 0.0
    G = [[zero] * size for _ in range(size)]
    rhs = [zero] * size
    for p in parts:
        if exact:
            saved = p.value
            p.value = Fraction(saved).limit_denominator(10 ** 9)
            p.stamp(G, rhs, nodes, extra, dt, state)
            p.value = saved
        else:
            p.stamp(G, rhs, nodes, extra, dt, state)
    x = solve_linear(G, rhs, zero)
    volts = {n: x[i] for n, i in nodes.items()}
    volts["0"] = zero
    amps = {name: -x[k] for name, k in extra.items()}
    return Solution(volts, amps)


def ladder(stages, r_series="1k", r_shunt="2k"):
    lines = ["V1 n0 0 10"]
    for i in range(stages):
        lines.append(f"R{2 * i} n{i} n{i + 1} {r_series[:-1]}{r_series[-1]}")
        lines.append(f"R{2 * i + 1} n{i + 1} 0 {r_shunt[:-1]}{r_shunt[-1]}")
    return "\n".join(lines)


BRIDGE = """
* Wheatstone bridge with a load
V1 top 0 12
R1 top a 1k
R2 top b 1.2k
R3 a 0 2.2k
R4 b 0 1.8k   ; unbalanced
R5 a b 4.7k
I1 0 a 1m
"""


def transient(rc_text, t_end, dt):
    parts = parse(rc_text)
    caps = [p for p in parts if isinstance(p, Capacitor)]
    state = {c.name: 0.0 for c in caps}
    trace = []
    t = 0.0
    while t < t_end - 1e-15:
        sol = analyze(parts, dt=dt, state=state)
        for c in caps:
            state[c.name] = sol.voltages[c.a] - sol.voltages[c.b]
        t += dt
        trace.append((t, state[caps[0].name]))
    return trace


def main(stages=40, sweep=400, steps=1600):
    bridge = parse(BRIDGE)
    print(bridge)
    s = analyze(bridge)
    print({k: round(v, 6) for k, v in s.voltages.items()}, f"P={s.power(bridge):.6f}")
    e = analyze(bridge, exact=True)
    print("exact a-b", e.voltages["a"] - e.voltages["b"], float(e.voltages["a"] - e.voltages["b"]))

    for n in (stages // 2, stages):
        parts = parse(ladder(n))
        sol = analyze(parts)
        ex = analyze(parts, exact=True)
        worst = max(abs(sol.voltages[k] - float(ex.voltages[k])) for k in sol.voltages)
        print(f"ladder {n}: v_end={sol.voltages[f'n{n}']:.9f} R_in={10 / sol.currents['1']:.3f} "
              f"err={worst:.1e}")

    parts = parse(ladder(stages // 2))
    src = parts[0]
    curve = []
    for k in range(sweep):
        src.value = -6 + 12 * k / (sweep - 1)
        curve.append(round(analyze(parts).voltages["n3"], 5))
    print("sweep", curve[:4], curve[-2:], "linear", all(
        abs((curve[i + 1] - curve[i]) - (curve[1] - curve[0])) < 2e-5 for i in range(sweep - 1)))

    rc = "V1 in 0 5\nR1 in out 10k\nC1 out 0 10u\nR2 out 0 100k"
    trace = transient(rc, 0.5, 0.5 / steps)
    tau = 10e3 * 10e-6 * 100 / 110
    v_inf = 5 * 100 / 110
    err = max(abs(v - v_inf * (1 - math.exp(-t / tau))) for t, v in trace)
    print(f"rc: v(end)={trace[-1][1]:.5f} steady={v_inf:.5f} max_err={err:.4f}")
    try:
        analyze(parse("V1 a 0 1\nV2 a 0 2"))
    except ZeroDivisionError as exc:
        print("singular:", exc)
    try:
        parse("Q1 a b 3")
    except ValueError as exc:
        print("error:", exc)


if __name__ == "__main__":
    main()  # test: main(stages=4, sweep=4, steps=10)

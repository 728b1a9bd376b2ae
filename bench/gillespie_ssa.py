# Benchmark (held-out style, written blind in session 21, heldout21): Stochastic chemical
# kinetics: reaction networks written as text ("2 A + B -> C @ 0.01"), parsed with re, simulated
# by Gillespie's direct method and by tau-leaping, compared with the mean-field ODE (RK4), for a
# gene-expression model, Lotka-Volterra and an enzyme.

import math
import random
import re
from collections import defaultdict
from dataclasses import dataclass
from statistics import mean, stdev

TERM = re.compile(r"^\s*(\d*)\s*([A-Za-z_]\w*)\s*$")
RULE = re.compile(r"^(?P<lhs>[^-]*)->(?P<rhs>[^@]*)@\s*(?P<rate>[0-9.eE+-]+)\s*$")


@dataclass(frozen=True)
class Reaction:
    reactants: tuple
    products: tuple
    rate: float
    text: str

    def propensity(self, counts):
        a = self.rate
        for sp, n in self.reactants:
            x = counts[sp]
            if x < n:
                return 0.0
            if n == 1:
                a *= x
            elif n == 2:
                a *= x * (x - 1) / 2
            else:
                a *= math.comb(x, n)
        return a

    def delta(self):
        d = defaultdict(int)
        for sp, n in self.reactants:
            d[sp] -= n
        for sp, n in self.products:
            d[sp] += n
        return {k: v for k, v in d.items() if v}


def parse_side(text):
    text = text.strip()
    if text in ("", "0", "∅"):
        return ()
    out = []
    for part in text.split("+"):
        m = TERM.match(part)
        if not m:
            raise ValueError(f"bad species term {part.strip()!r}")
        out.append((m.group(2), int(m.group(1) or 1)))
    return tuple(out)


def parse_network(text):
    reactions = []
    for line in text.strip().splitlines():
        line = line.split("#")[0].strip()
        if not line:
            continue
        m = RULE.match(line)
        if not m:
            raise ValueError(f"bad reaction {line!r}")
        reactions.append(Reaction(parse_side(m["lhs"]), parse_side(m["rhs"]), float(m["rate"]),
                                  line))
    return reactions


class Simulator:
    def __init__(self, reactions, seed):
        self.reactions = reactions
        self.deltas = [r.delta() for r in reactions]
        self.rng = random.Random(seed)
        species = set()
        for r in reactions:
            species.update(sp for sp, _ in r.reactants + r.products)
        self.species = sorted(species)
        self.fired = [0] * len(reactions)

    def gillespie(self, init, t_end, sample_dt):
        counts = dict.fromkeys(self.species, 0)
        counts.update(init)
        t = 0.0
        next_sample = 0.0
        samples = []
        rng = self.rng
        while True:
            props = [r.propensity(counts) for r in self.reactions]
            total = sum(props)
            if total <= 0:
                dt = math.inf
            else:
                dt = rng.expovariate(total)
            while next_sample <= min(t + dt, t_end):
                samples.append((next_sample, dict(counts)))
                next_sample += sample_dt
            t += dt
            if t > t_end:
                break
            pick = rng.random() * total
            acc = 0.0
            for i, a in enumerate(props):
                acc += a
                if pick < acc:
                    break
            self.fired[i] += 1
            for sp, d in self.deltas[i].items():
                counts[sp] += d
        return samples

    def tau_leap(self, init, t_end, tau):
        counts = dict.fromkeys(self.species, 0)
        counts.update(init)
        t = 0.0
        while t < t_end:
            props = [r.propensity(counts) for r in self.reactions]
            for i, a in enumerate(props):
                k = self._poisson(a * tau)
                for sp, d in self.deltas[i].items():
                    counts[sp] = max(0, counts[sp] + d * k)
            t += tau
        return counts

    def _poisson(self, lam):
        if lam <= 0:
            return 0
        if lam > 30:
            return max(0, round(self.rng.gauss(lam, math.sqrt(lam))))
        limit = math.exp(-lam)
        k, p = 0, self.rng.random()
        while p > limit:
            k += 1
            p *= self.rng.random()
        return k


def ode(reactions, init, t_end, dt, volume=1.0):
    species = sorted({sp for r in reactions for sp, _ in r.reactants + r.products})
    x = [float(init.get(s, 0)) for s in species]
    index = {s: i for i, s in enumerate(species)}

    def f(state):
        out = [0.0] * len(state)
        for r in reactions:
            a = r.rate
            for sp, n in r.reactants:
                a *= state[index[sp]] ** n / (math.factorial(n) if n > 1 else 1)
            for sp, d in r.delta().items():
                out[index[sp]] += d * a
        return out

    t = 0.0
    while t < t_end - 1e-12:
        k1 = f(x)
        k2 = f([a + dt / 2 * b for a, b in zip(x, k1)])
        k3 = f([a + dt / 2 * b for a, b in zip(x, k2)])
        k4 = f([a + dt * b for a, b in zip(x, k3)])
        x = [a + dt / 6 * (p + 2 * q + 2 * r + s) for a, p, q, r, s in zip(x, k1, k2, k3, k4)]
        t += dt
    return dict(zip(species, x))


GENE = """
0 -> M @ 2.0          # transcription
M -> M + P @ 5.0      # translation
M -> 0 @ 0.2
P -> 0 @ 0.05
"""

LOTKA = """
R -> 2 R @ 1.0
R + F -> 2 F @ 0.005
F -> 0 @ 0.6
"""

ENZYME = """
E + S -> ES @ 0.002
ES -> E + S @ 0.1
ES -> E + P @ 0.3
"""


def main(runs=12, t_gene=60.0, t_lv=20.0):
    gene = parse_network(GENE)
    finals = []
    for seed in range(runs):
        sim = Simulator(gene, seed)
        samples = sim.gillespie({}, t_gene, 5.0)
        finals.append(samples[-1][1]["P"])
    print("gene P final", finals, f"mean={mean(finals):.1f} sd={stdev(finals):.1f}")
    print("gene ode", {k: round(v, 2) for k, v in ode(gene, {}, t_gene, 0.05).items()})
    print("fired", sim.fired, [r.text for r in gene][:2])

    lv = parse_network(LOTKA)
    sim = Simulator(lv, 99)
    traj = sim.gillespie({"R": 100, "F": 100}, t_lv, 1.0)
    print("lotka", [(round(t, 1), c["R"], c["F"]) for t, c in traj[::3]])
    peaks = max(c["R"] for _, c in traj)
    print("prey peak", peaks, "extinct", any(c["F"] == 0 for _, c in traj))

    enz = parse_network(ENZYME)
    sim = Simulator(enz, 5)
    leap = sim.tau_leap({"E": 120, "S": 600}, 60.0, 0.05)
    exact = sim.gillespie({"E": 120, "S": 600}, 60.0, 60.0)[-1][1]
    print("enzyme tau", leap, "exact", exact)
    print("enzyme ode", {k: round(v, 1) for k, v in ode(enz, {"E": 120, "S": 600}, 60.0, 0.05).items()})
    for bad in ("A + -> B @ 1", "A => B @ 2"):
        try:
            parse_network(bad)
        except ValueError as e:
            print("error:", e)


if __name__ == "__main__":
    main()  # test: main(runs=2, t_gene=5.0, t_lv=2.0)

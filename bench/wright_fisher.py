# Benchmark (held-out style, written blind in session 21, heldout21): Population genetics:
# Wright-Fisher drift with selection and mutation on diploid genotypes, an island model with
# migration between demes, fixation probabilities against Kimura's formula, linkage
# disequilibrium between two loci, and a coalescent tree's statistics.

import math
import random
from collections import Counter
from dataclasses import dataclass, field
from itertools import combinations
from statistics import fmean, pvariance


@dataclass
class Deme:
    name: str
    size: int
    freq: float
    fitness: tuple = (1.0, 1.0, 1.0)
    history: list = field(default_factory=list)

    @property
    def heterozygosity(self):
        return 2 * self.freq * (1 - self.freq)

    def select(self):
        p, q = self.freq, 1 - self.freq
        wAA, wAa, waa = self.fitness
        mean_w = p * p * wAA + 2 * p * q * wAa + q * q * waa
        return (p * p * wAA + p * q * wAa) / mean_w

    def generation(self, rng, mu=0.0):
        p = self.select()
        p = p * (1 - mu) + (1 - p) * mu
        copies = 2 * self.size
        count = 0
        for _ in range(copies):
            if rng.random() < p:
                count += 1
        self.freq = count / copies
        self.history.append(self.freq)
        return self.freq


def fixation_trials(size, s, trials, rng):
    fixed = 0
    times = []
    for _ in range(trials):
        d = Deme("t", size, 1 / (2 * size), (1 + 2 * s, 1 + s, 1.0))
        gen = 0
        while 0.0 < d.freq < 1.0:
            d.generation(rng)
            gen += 1
        if d.freq == 1.0:
            fixed += 1
            times.append(gen)
    return fixed / trials, (fmean(times) if times else None)


def kimura(size, s):
    if s == 0:
        return 1 / (2 * size)
    return (1 - math.exp(-2 * s)) / (1 - math.exp(-4 * size * s))


def island_model(demes, m, generations, rng):
    for g in range(generations):
        for d in demes:
            d.generation(rng, mu=1e-4)
        mean_p = fmean(d.freq for d in demes)
        for d in demes:
            d.freq = (1 - m) * d.freq + m * mean_p
    ps = [d.freq for d in demes]
    p_bar = fmean(ps)
    fst = pvariance(ps) / (p_bar * (1 - p_bar)) if 0 < p_bar < 1 else 0.0
    return p_bar, fst


class TwoLocus:
    """Haplotypes AB, Ab, aB, ab with recombination rate r."""

    HAPS = ("AB", "Ab", "aB", "ab")

    def __init__(self, size, freqs, r):
        self.size = size
        self.freqs = dict(zip(self.HAPS, freqs))
        self.r = r

    def ld(self):
        f = self.freqs
        pA = f["AB"] + f["Ab"]
        pB = f["AB"] + f["aB"]
        return f["AB"] - pA * pB

    def step(self, rng):
        D = self.ld()
        f = dict(self.freqs)
        f["AB"] -= self.r * D
        f["ab"] -= self.r * D
        f["Ab"] += self.r * D
        f["aB"] += self.r * D
        sample = rng.choices(self.HAPS, weights=[f[h] for h in self.HAPS], k=2 * self.size)
        c = Counter(sample)
        self.freqs = {h: c[h] / (2 * self.size) for h in self.HAPS}


def coalescent(n, rng):
    lineages = [frozenset([i]) for i in range(n)]
    t = 0.0
    total_branch = 0.0
    times = []
    while len(lineages) > 1:
        k = len(lineages)
        rate = k * (k - 1) / 2
        dt = rng.expovariate(rate)
        t += dt
        total_branch += k * dt
        a, b = rng.sample(range(k), 2)
        merged = lineages[a] | lineages[b]
        lineages = [x for i, x in enumerate(lineages) if i not in (a, b)] + [merged]
        times.append(t)
    return t, total_branch, times


def main(size=80, trials=250, demes=8, gens=150, coal=600):
    rng = random.Random(2024)
    for s in (0.0, 0.02, 0.05):
        prob, t = fixation_trials(size, s, trials, rng)
        t_txt = "-" if t is None else f"{t:.1f}"
        print(f"s={s:<5} fixation {prob:.3f} kimura {kimura(size, s):.3f} mean time {t_txt}")

    for m in (0.0, 0.01, 0.1):
        ds = [Deme(f"d{i}", size, 0.2 + 0.6 * i / (demes - 1)) for i in range(demes)]
        p_bar, fst = island_model(ds, m, gens, rng)
        het = fmean(d.heterozygosity for d in ds)
        print(f"m={m:<5} p_bar={p_bar:.4f} Fst={fst:.4f} H={het:.4f} "
              f"fixed={sum(d.freq in (0.0, 1.0) for d in ds)}")

    tl = TwoLocus(size * 4, (0.4, 0.1, 0.1, 0.4), r=0.05)
    trace = []
    for g in range(gens):
        tl.step(rng)
        if g % 16 == 0:
            trace.append(round(tl.ld(), 4))
    print("LD decay", trace)

    tmrcas, lengths = [], []
    for _ in range(coal):
        t, total, _ = coalescent(12, rng)
        tmrcas.append(t)
        lengths.append(total)
    harmonic = sum(1 / i for i in range(1, 12))
    print(f"coalescent TMRCA {fmean(tmrcas):.3f} (expect {2 * (1 - 1 / 12):.3f}) "
          f"length {fmean(lengths):.3f} (expect {2 * harmonic:.3f})")
    pairs = Counter()
    for a, b in combinations(range(4), 2):
        pairs[a + b] += 1
    print("pairs", sorted(pairs.items()))


if __name__ == "__main__":
    main()  # test: main(size=10, trials=10, demes=3, gens=10, coal=10)

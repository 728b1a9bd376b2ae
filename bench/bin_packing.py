# Benchmark (held-out style, after typical agent code): packing shipments into trucks. Parcels
# (weight, volume, fragile flag, destination) are packed by several heuristics: first fit,
# first-fit decreasing by a sort key lambda, best fit with bisect over remaining capacities,
# and a destination-grouped variant with itertools.groupby; a local-search pass swaps parcels
# between bins (itertools.combinations) to empty the lightest bin; results are compared in a
# table with nested comprehensions for utilisation statistics.
import bisect
import itertools
import random
from collections import namedtuple

Parcel = namedtuple("Parcel", "pid weight volume fragile dest")
CAP_W, CAP_V = 1000, 120


class Bin:
    def __init__(self, idx):
        self.idx = idx
        self.items = []
        self.weight = 0
        self.volume = 0
        self.fragile = 0

    def fits(self, p):
        if self.weight + p.weight > CAP_W or self.volume + p.volume > CAP_V:
            return False
        return not (p.fragile and self.fragile >= 3)

    def add(self, p):
        self.items.append(p)
        self.weight += p.weight
        self.volume += p.volume
        self.fragile += p.fragile

    def remove(self, p):
        self.items.remove(p)
        self.weight -= p.weight
        self.volume -= p.volume
        self.fragile -= p.fragile

    def slack(self):
        return (CAP_W - self.weight) / CAP_W + (CAP_V - self.volume) / CAP_V


def first_fit(parcels):
    bins = []
    for p in parcels:
        for b in bins:
            if b.fits(p):
                b.add(p)
                break
        else:
            b = Bin(len(bins))
            b.add(p)
            bins.append(b)
    return bins


def first_fit_decreasing(parcels):
    return first_fit(sorted(parcels, key=lambda p: (-(p.weight / CAP_W + p.volume / CAP_V), p.pid)))


def best_fit(parcels):
    bins = []
    keys = []
    for p in sorted(parcels, key=lambda p: -p.weight):
        i = bisect.bisect_left(keys, (p.weight, -1))
        placed = False
        while i < len(keys):
            _, bi = keys[i]
            b = bins[bi]
            if b.fits(p):
                del keys[i]
                b.add(p)
                bisect.insort(keys, (CAP_W - b.weight, bi))
                placed = True
                break
            i += 1
        if not placed:
            b = Bin(len(bins))
            b.add(p)
            bins.append(b)
            bisect.insort(keys, (CAP_W - b.weight, b.idx))
    return bins


def by_destination(parcels):
    bins = []
    ordered = sorted(parcels, key=lambda p: (p.dest, -p.volume))
    for dest, group in itertools.groupby(ordered, key=lambda p: p.dest):
        for b in first_fit(list(group)):
            b.idx = len(bins)
            bins.append(b)
    return bins


def improve(bins, rounds):
    moves = 0
    for _ in range(rounds):
        bins.sort(key=lambda b: (b.weight + b.volume * 8, b.idx))
        light = bins[0]
        moved = False
        for p in sorted(light.items, key=lambda p: -p.weight):
            for b in bins[1:]:
                if b.fits(p):
                    light.remove(p)
                    b.add(p)
                    moves += 1
                    moved = True
                    break
        if not light.items:
            bins.pop(0)
            continue
        for a, b in itertools.combinations(bins[1:6], 2):
            for pa in a.items:
                for pb in b.items:
                    if pa.weight > pb.weight and pa.volume >= pb.volume:
                        a.remove(pa)
                        b.remove(pb)
                        if a.fits(pb) and b.fits(pa):
                            a.add(pb)
                            b.add(pa)
                            moves += 1
                            break
                        a.add(pa)
                        b.add(pb)
                else:
                    continue
                break
        if not moved:
            break
    return moves


def stats(bins):
    util_w = [b.weight / CAP_W for b in bins]
    util_v = [b.volume / CAP_V for b in bins]
    dests = [len({p.dest for p in b.items}) for b in bins]
    return len(bins), sum(util_w) / len(bins), sum(util_v) / len(bins), max(dests), min(b.slack() for b in bins)


def make_parcels(n, rng):
    dests = ["AMS", "BER", "CPH", "DUB", "LIS", "MAD", "OSL", "PRG"]
    return [Parcel(i, rng.randint(5, 300), rng.randint(1, 40), rng.random() < 0.15, rng.choice(dests))
            for i in range(n)]


def main(n=3000, seed=21, rounds=30):
    rng = random.Random(seed)
    parcels = make_parcels(n, rng)
    lower = max(-(-sum(p.weight for p in parcels) // CAP_W), -(-sum(p.volume for p in parcels) // CAP_V))
    print(f"parcels {n} lower bound {lower} bins")
    print(f"{'method':<16}{'bins':>6}{'util_w':>8}{'util_v':>8}{'dests':>7}{'min_slack':>11}")
    for name, fn in (("first_fit", first_fit), ("ffd", first_fit_decreasing), ("best_fit", best_fit),
                     ("by_destination", by_destination)):
        bins = fn(parcels)
        count, uw, uv, dmax, slack = stats(bins)
        print(f"{name:<16}{count:>6}{uw:>8.3f}{uv:>8.3f}{dmax:>7}{slack:>11.4f}")
        moves = improve(bins, rounds)
        count2, uw2, uv2, _, _ = stats(bins)
        print(f"{'  + improve':<16}{count2:>6}{uw2:>8.3f}{uv2:>8.3f}  moves {moves}")
        assert sorted(p.pid for b in bins for p in b.items) == list(range(n))
    grid = [[sum(1 for p in parcels if p.dest == d and lo <= p.weight < lo + 100) for lo in (0, 100, 200)]
            for d in sorted({p.dest for p in parcels})]
    print("weight bands per destination", grid)
    print("fragile per dest", {d: sum(p.fragile for p in parcels if p.dest == d) for d in sorted({p.dest for p in parcels})})


if __name__ == "__main__":
    main()  # test: main(n=200, rounds=5)

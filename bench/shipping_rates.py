# Benchmark (held-out style, after typical agent code): a multi-carrier shipping-rate engine.
# Carriers are classes (an abstract base with a ground, an express and a freight subclass)
# with zone charts keyed by zip-prefix ranges, weight tiers searched with bisect, dimensional
# weight, fuel and residential surcharges and delivery-day estimates; parcels come from seeded
# orders with line items; each order is split into boxes by first-fit decreasing, every carrier
# quotes every box, and the cheapest service meeting the promised date wins. Totals per
# carrier, service mix and savings against a single-carrier policy are printed.
import math
import random
from abc import ABC, abstractmethod
from bisect import bisect_left
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import NamedTuple


class Box(NamedTuple):
    name: str
    length: int
    width: int
    height: int
    max_weight: float


BOXES = [Box("S", 8, 6, 4, 5.0), Box("M", 12, 10, 8, 20.0), Box("L", 18, 14, 12, 40.0),
         Box("XL", 24, 18, 18, 70.0)]


@dataclass(frozen=True)
class Item:
    sku: str
    weight: float
    volume: int


@dataclass
class Parcel:
    box: Box
    items: list
    weight: float = 0.0

    @property
    def volume_left(self):
        return self.box.length * self.box.width * self.box.height - sum(i.volume for i in self.items)


class Quote(NamedTuple):
    carrier: str
    service: str
    cost: float
    days: int


def zone_of(origin, dest):
    a, b = int(origin[:3]), int(dest[:3])
    return min(8, 2 + abs(a - b) // 110)


class Carrier(ABC):
    name = "base"
    divisor = 139
    fuel = 0.12

    def __init__(self, tiers, per_zone):
        self.tiers = tiers
        self.per_zone = per_zone

    def billable(self, parcel):
        b = parcel.box
        dim = math.ceil(b.length * b.width * b.height / self.divisor)
        return max(math.ceil(parcel.weight), dim)

    def base_rate(self, weight, zone):
        i = bisect_left(self.tiers, weight)
        if i == len(self.tiers):
            return None
        return 6.5 + i * 0.85 + zone * self.per_zone + 0.02 * weight * zone

    @abstractmethod
    def services(self, zone):
        ...

    def quote(self, parcel, zone, residential):
        w = self.billable(parcel)
        rate = self.base_rate(w, zone)
        if rate is None:
            return []
        out = []
        for service, mult, days in self.services(zone):
            cost = rate * mult
            if residential:
                cost += 4.45
            cost *= 1 + self.fuel
            out.append(Quote(self.name, service, round(cost, 2), days))
        return out


class Ground(Carrier):
    name = "parcelco"

    def services(self, zone):
        yield "ground", 1.0, 1 + zone // 2 + (zone > 5)
        yield "saver", 0.85, 3 + zone


class Express(Carrier):
    name = "zoomx"
    divisor = 166
    fuel = 0.16

    def services(self, zone):
        yield "2day", 1.9, 2
        yield "overnight", 3.1, 1
        if zone <= 4:
            yield "express", 1.45, 3


class Freight(Carrier):
    name = "haulit"
    fuel = 0.09

    def billable(self, parcel):
        return max(30, super().billable(parcel))

    def services(self, zone):
        yield "ltl", 0.7, 4 + zone


def pack(items):
    parcels = []
    for item in sorted(items, key=lambda i: (-i.volume, i.sku)):
        for p in parcels:
            if p.weight + item.weight <= p.box.max_weight and p.volume_left >= item.volume:
                p.items.append(item)
                p.weight += item.weight
                break
        else:
            box = next((b for b in BOXES if b.length * b.width * b.height >= item.volume
                        and b.max_weight >= item.weight), BOXES[-1])
            parcels.append(Parcel(box, [item], item.weight))
    for p in parcels:
        used = sum(i.volume for i in p.items)
        for b in BOXES:
            if b.length * b.width * b.height >= used and b.max_weight >= p.weight:
                p.box = b
                break
    return parcels


def main(orders=1200, seed=99):
    rng = random.Random(seed)
    catalog = [Item(f"SKU{n:04d}", round(rng.uniform(0.1, 18.0), 2), rng.randint(20, 2400))
               for n in range(300)]
    carriers = [Ground(list(range(1, 151)), 0.9), Express(list(range(1, 71)), 1.6),
                Freight(list(range(30, 1001, 10)), 0.4)]
    origin = "60601"
    totals = Counter()
    mix = Counter()
    single = defaultdict(float)
    missed = boxes_used = 0
    box_mix = Counter()
    for o in range(orders):
        dest = f"{rng.randint(10, 99)}{rng.randint(100, 999)}"
        zone = zone_of(origin, dest)
        residential = rng.random() < 0.6
        promise = rng.choice((1, 2, 3, 5, 7, 10))
        items = [rng.choice(catalog) for _ in range(rng.randint(1, 12))]
        parcels = pack(items)
        boxes_used += len(parcels)
        for p in parcels:
            box_mix[p.box.name] += 1
            quotes = [q for c in carriers for q in c.quote(p, zone, residential)]
            ok = [q for q in quotes if q.days <= promise]
            if not ok:
                missed += 1
                ok = sorted(quotes, key=lambda q: (q.days, q.cost))[:1]
            best = min(ok, key=lambda q: (q.cost, q.days, q.carrier))
            totals[best.carrier] += best.cost
            mix[f"{best.carrier}/{best.service}"] += 1
            for c in carriers:
                qs = [q for q in c.quote(p, zone, residential) if q.days <= max(promise, 2)]
                single[c.name] += min((q.cost for q in qs), default=999.0)
    print(f"orders {orders} parcels {boxes_used} missed promise {missed}")
    print("boxes", sorted(box_mix.items()))
    for name, cost in sorted(totals.items()):
        print(f"  {name:<9} ${cost:>11,.2f}")
    spent = sum(totals.values())
    print(f"total ${spent:,.2f}")
    for name in sorted(single):
        print(f"  only {name:<9} ${single[name]:>12,.2f} saving {100 * (1 - spent / single[name]):5.1f}%")
    for svc, n in mix.most_common():
        print(f"  {svc:<18}{n:5d}")


if __name__ == "__main__":
    main()  # test: main(orders=30)

# Benchmark (held-out style, after typical agent code): records as dataclasses, sorted and
# searched. Measures @dataclass(order=True) construction, __eq__/__lt__/__repr__ generated
# methods, sorted() with operator.attrgetter and itemgetter keys, bisect.insort and
# bisect_left on a sorted list, and grouping into dicts.
import bisect
from dataclasses import dataclass, field
from operator import attrgetter, itemgetter


@dataclass(order=True)
class Order:
    priority: int
    customer: str
    amount: float
    items: list = field(default_factory=list, compare=False)


@dataclass
class Summary:
    customer: str
    total: float
    count: int

    def mean(self):
        return self.total / self.count


def make_orders(n, seed):
    x = seed
    names = ["ann", "bob", "cy", "dee", "eve", "fay", "gus", "hal", "ivy", "jo"]
    orders = []
    for i in range(n):
        x = (x * 1664525 + 1013904223) & 0xFFFFFFFF
        items = [j for j in range(x % 4)]
        orders.append(Order(x % 50, names[(x >> 10) % 10], ((x >> 4) % 10000) / 100, items))
    return orders


def main():
    grand = 0.0
    for seed in range(4):
        orders = make_orders(20000, seed)
        by_amount = sorted(orders, key=attrgetter("amount"))
        by_cust = sorted(orders, key=attrgetter("customer", "priority"))
        natural = sorted(orders)
        summaries = {}
        for o in orders:
            s = summaries.get(o.customer)
            if s is None:
                summaries[o.customer] = Summary(o.customer, o.amount, 1)
            else:
                s.total += o.amount
                s.count += 1
        rows = sorted(((s.customer, round(s.mean(), 2)) for s in summaries.values()),
                      key=itemgetter(1), reverse=True)
        keys = []
        for o in orders[:3000]:
            bisect.insort(keys, (o.priority, o.amount))
        hits = 0
        for o in orders:
            i = bisect.bisect_left(keys, (o.priority, o.amount))
            if i < len(keys) and keys[i] == (o.priority, o.amount):
                hits += 1
        same = sum(1 for a, b in zip(natural, natural[1:]) if a == b)
        grand += by_amount[-1].amount
        print(seed, by_amount[0], by_cust[0].customer, natural[-1].priority, rows[:3], hits, same)
    print(f"{grand:.2f}")


main()

# Benchmark (held-out style, after typical agent code): order processing from CSV-like text.
# Rows are generated as text, parsed with split/strip, validated into frozen dataclasses with
# __post_init__ and custom exceptions, aggregated with Counter, defaultdict and
# functools.reduce, discounted through a rules table of lambdas, and reported with
# sorted(key=lambda), str.ljust/rjust and format specs.
from collections import Counter, defaultdict
from dataclasses import dataclass, field, asdict
from functools import reduce, total_ordering
import random

HEADER = "order_id,customer,sku,qty,unit_price,region,date"
REGIONS = ["north", "south", "east", "west", "central"]
SKUS = [f"SKU-{i:03d}" for i in range(40)]
CUSTOMERS = [f"cust{i:02d}" for i in range(60)]


class ValidationError(ValueError):
    def __init__(self, line_no, reason):
        super().__init__(f"line {line_no}: {reason}")
        self.line_no = line_no
        self.reason = reason


@dataclass(frozen=True)
class Order:
    order_id: int
    customer: str
    sku: str
    qty: int
    unit_price: float
    region: str
    date: str

    def __post_init__(self):
        if self.qty <= 0:
            raise ValueError(f"bad quantity {self.qty}")
        if self.region not in REGIONS:
            raise ValueError(f"unknown region {self.region!r}")

    @property
    def total(self):
        return round(self.qty * self.unit_price, 2)

    @property
    def month(self):
        return self.date[:7]


@total_ordering
@dataclass
class CustomerSummary:
    name: str
    orders: int = 0
    spent: float = 0.0
    skus: set = field(default_factory=set)

    def __lt__(self, other):
        return (self.spent, self.name) < (other.spent, other.name)

    def __eq__(self, other):
        return (self.spent, self.name) == (other.spent, other.name)


def make_rows(n, seed):
    rng = random.Random(seed)
    lines = [HEADER]
    for i in range(n):
        qty = rng.randint(-1, 12)
        price = rng.choice([1.5, 2.25, 9.99, 14.0, 0.5, 120.0, 3.333])
        region = rng.choice(REGIONS) if rng.random() > 0.01 else "mars"
        date = f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        cust = rng.choice(CUSTOMERS)
        if rng.random() < 0.005:
            lines.append(f"{i},{cust},{rng.choice(SKUS)},{qty}")
        elif rng.random() < 0.005:
            lines.append(f"{i},{cust},{rng.choice(SKUS)},many,{price},{region},{date}")
        else:
            lines.append(f" {i}, {cust} ,{rng.choice(SKUS)},{qty},{price},{region},{date}")
    return "\n".join(lines) + "\n"


def parse(text):
    lines = text.splitlines()
    columns = [c.strip() for c in lines[0].split(",")]
    orders, errors = [], []
    for line_no, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != len(columns):
            errors.append(ValidationError(line_no, f"expected {len(columns)} fields, got {len(parts)}"))
            continue
        rec = dict(zip(columns, parts))
        try:
            orders.append(Order(
                order_id=int(rec["order_id"]),
                customer=rec["customer"],
                sku=rec["sku"],
                qty=int(rec["qty"]),
                unit_price=float(rec["unit_price"]),
                region=rec["region"],
                date=rec["date"],
            ))
        except ValueError as e:
            errors.append(ValidationError(line_no, str(e)))
    return orders, errors


DISCOUNTS = [
    ("bulk", lambda o: o.qty >= 10, 0.10),
    ("premium", lambda o: o.unit_price >= 100, 0.05),
    ("winter", lambda o: o.month.endswith(("-12", "-01", "-02")), 0.03),
]


def apply_discounts(order):
    rate = 0.0
    applied = []
    for name, rule, pct in DISCOUNTS:
        if rule(order):
            rate += pct
            applied.append(name)
    return round(order.total * (1 - rate), 2), applied


def report(orders, errors):
    by_region = defaultdict(float)
    by_month = defaultdict(lambda: defaultdict(int))
    sku_counts = Counter()
    discount_use = Counter()
    customers = {}
    for o in orders:
        net, applied = apply_discounts(o)
        by_region[o.region] += net
        by_month[o.month][o.region] += o.qty
        sku_counts[o.sku] += o.qty
        discount_use.update(applied)
        cs = customers.get(o.customer)
        if cs is None:
            cs = customers[o.customer] = CustomerSummary(o.customer)
        cs.orders += 1
        cs.spent += net
        cs.skus.add(o.sku)
    out = []
    out.append(f"{len(orders)} orders, {len(errors)} rejected")
    reasons = Counter(e.reason.split(" ")[0] + " " + e.reason.split(" ")[1] for e in errors)
    for reason, n in sorted(reasons.items()):
        out.append(f"  rejected {reason!r}: {n}")
    for region, total in sorted(by_region.items(), key=lambda kv: -kv[1]):
        out.append(f"{region.ljust(8)}{total:>14,.2f}")
    for month in sorted(by_month)[:4]:
        row = by_month[month]
        out.append(month + " " + " ".join(f"{r[:1]}={row[r]:4d}" for r in REGIONS))
    out.append("top skus: " + ", ".join(f"{s}x{n}" for s, n in sku_counts.most_common(5)))
    out.append(f"discounts: {dict(sorted(discount_use.items()))}")
    top = sorted(customers.values(), reverse=True)[:5]
    for cs in top:
        out.append(f"  {cs.name:<8} {cs.orders:4d} orders {cs.spent:12.2f} {len(cs.skus):3d} skus")
    print(max(customers.values()).name, min(customers.values()).name,
          customers["cust01"] >= customers["cust02"])
    grand = reduce(lambda acc, o: acc + o.qty, orders, 0)
    out.append(f"units {grand}, first {asdict(orders[0])}")
    return out


def main():
    text = make_rows(9000, 2024)
    for _ in range(5):
        orders, errors = parse(text)
        lines = report(orders, errors)
    print("\n".join(lines))
    print(errors[0], "|", errors[-1])
    try:
        orders[0].qty = 5
    except AttributeError as e:
        print(type(e).__name__, e)


main()

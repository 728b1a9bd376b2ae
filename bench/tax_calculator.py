# Benchmark (held-out style, after typical agent code): a household income-tax and expense
# calculator. Progressive brackets per filing status are Decimal tables; households of seeded
# taxpayers have wages, freelance income with deductible expense receipts by category,
# dependants and capital gains; credits phase out with income; quarterly estimated payments
# are reconciled; results are rounded to cents with ROUND_HALF_UP and summarised per status
# and income decile, with a few formatted returns printed.
import random
from bisect import bisect_right
from collections import defaultdict
from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP
from enum import Enum
from functools import lru_cache

CENT = Decimal("0.01")
ZERO = Decimal(0)


class Filing(Enum):
    SINGLE = "single"
    JOINT = "joint"
    HEAD = "head_of_household"


BRACKETS = {
    Filing.SINGLE: [(0, "0.10"), (11000, "0.12"), (44725, "0.22"), (95375, "0.24"), (182100, "0.32"),
                    (231250, "0.35"), (578125, "0.37")],
    Filing.JOINT: [(0, "0.10"), (22000, "0.12"), (89450, "0.22"), (190750, "0.24"), (364200, "0.32"),
                   (462500, "0.35"), (693750, "0.37")],
    Filing.HEAD: [(0, "0.10"), (15700, "0.12"), (59850, "0.22"), (95350, "0.24"), (182100, "0.32"),
                  (231250, "0.35"), (578100, "0.37")],
}
STANDARD = {Filing.SINGLE: Decimal(13850), Filing.JOINT: Decimal(27700), Filing.HEAD: Decimal(20800)}
DEDUCTIBLE = {"travel": Decimal("1.0"), "meals": Decimal("0.5"), "office": Decimal("1.0"),
              "software": Decimal("1.0"), "gifts": Decimal("0.25"), "fines": Decimal("0")}


class Table:
    """A bracket table: thresholds kept sorted for bisect, rates as Decimals."""

    def __init__(self, rows):
        self.lows = [Decimal(lo) for lo, _ in rows]
        self.rates = [Decimal(r) for _, r in rows]
        base = [ZERO]
        for i in range(1, len(rows)):
            base.append(base[-1] + (self.lows[i] - self.lows[i - 1]) * self.rates[i - 1])
        self.base = base

    def tax(self, income):
        if income <= 0:
            return ZERO
        i = bisect_right(self.lows, income) - 1
        return self.base[i] + (income - self.lows[i]) * self.rates[i]

    def marginal(self, income):
        return self.rates[max(0, bisect_right(self.lows, income) - 1)]


TABLES = {f: Table(rows) for f, rows in BRACKETS.items()}


@dataclass
class Receipt:
    category: str
    amount: Decimal

    @property
    def deductible(self):
        return (self.amount * DEDUCTIBLE[self.category]).quantize(CENT, ROUND_HALF_UP)


@dataclass
class Household:
    hid: int
    filing: Filing
    wages: list
    freelance: Decimal
    receipts: list = field(default_factory=list)
    dependants: int = 0
    gains: Decimal = ZERO
    paid: list = field(default_factory=list)

    @property
    def gross(self):
        return sum(self.wages, ZERO) + self.freelance + self.gains

    def expenses(self):
        return sum((r.deductible for r in self.receipts), ZERO)


@lru_cache(maxsize=None)
def child_credit(dependants, agi_thousands, filing):
    limit = 400 if filing is Filing.JOINT else 200
    credit = Decimal(2000 * dependants)
    over = max(0, agi_thousands - limit)
    return max(ZERO, credit - Decimal(50 * over))


def compute(h):
    business = max(ZERO, h.freelance - h.expenses())
    se_tax = (business * Decimal("0.9235") * Decimal("0.153")).quantize(CENT, ROUND_HALF_UP)
    agi = sum(h.wages, ZERO) + business + h.gains - se_tax / 2
    taxable = max(ZERO, agi - STANDARD[h.filing])
    ordinary = max(ZERO, taxable - h.gains)
    table = TABLES[h.filing]
    tax = table.tax(ordinary)
    gains_rate = Decimal("0.15") if taxable > 44625 else ZERO
    tax += min(h.gains, taxable) * gains_rate
    credit = child_credit(h.dependants, int(agi // 1000), h.filing)
    total = max(ZERO, tax - credit) + se_tax
    total = total.quantize(CENT, ROUND_HALF_UP)
    due = total - sum(h.paid, ZERO)
    return {"agi": agi.quantize(CENT, ROUND_HALF_UP), "taxable": taxable.quantize(CENT, ROUND_HALF_UP),
            "tax": total, "due": due, "marginal": table.marginal(ordinary),
            "effective": (total / h.gross * 100).quantize(Decimal("0.1")) if h.gross else ZERO}


def make_households(n, rng):
    out = []
    for hid in range(n):
        filing = rng.choices(list(Filing), weights=(5, 4, 1))[0]
        earners = 2 if filing is Filing.JOINT and rng.random() < 0.7 else 1
        wages = [Decimal(rng.randint(18000, 160000)) + Decimal(rng.randint(0, 99)) / 100
                 for _ in range(earners)]
        freelance = Decimal(rng.randint(0, 60000)) if rng.random() < 0.4 else ZERO
        h = Household(hid, filing, wages, freelance, dependants=rng.choice((0, 0, 1, 2, 3)))
        if freelance:
            for _ in range(rng.randint(3, 25)):
                cat = rng.choice(list(DEDUCTIBLE))
                h.receipts.append(Receipt(cat, Decimal(rng.randint(500, 90000)) / 100))
        if rng.random() < 0.3:
            h.gains = Decimal(rng.randint(100, 50000))
        h.paid = [Decimal(rng.randint(0, 6000)) for _ in range(4)]
        out.append(h)
    return out


def fmt(d):
    return f"${d:,.2f}"


def main(n=3000, seed=2023):
    rng = random.Random(seed)
    households = make_households(n, rng)
    results = [(h, compute(h)) for h in households]
    by_status = defaultdict(lambda: [0, ZERO, ZERO])
    for h, r in results:
        s = by_status[h.filing.value]
        s[0] += 1
        s[1] += r["tax"]
        s[2] += r["agi"]
    for name, (count, tax, agi) in sorted(by_status.items()):
        print(f"{name:<18} n={count:4d} tax={fmt(tax):>17} rate={(tax / agi * 100).quantize(CENT)}%")
    ranked = sorted(results, key=lambda hr: (hr[1]["agi"], hr[0].hid))
    size = len(ranked) // 10
    for d in range(10):
        chunk = ranked[d * size:(d + 1) * size]
        avg = sum((r["effective"] for _, r in chunk), ZERO) / len(chunk)
        print(f"decile {d + 1:2d} agi<={fmt(chunk[-1][1]['agi']):>14} effective {avg.quantize(CENT)}%")
    refunds = [r["due"] for _, r in results if r["due"] < 0]
    print(f"refunds {len(refunds)} total {fmt(-sum(refunds, ZERO))}; owing "
          f"{fmt(sum((r['due'] for _, r in results if r['due'] > 0), ZERO))}")
    cats = defaultdict(lambda: ZERO)
    for h in households:
        for rc in h.receipts:
            cats[rc.category] += rc.deductible
    print("deductions", {k: str(v) for k, v in sorted(cats.items())})
    marg = defaultdict(int)
    for _, r in results:
        marg[str(r["marginal"])] += 1
    print("marginal", sorted(marg.items()))
    for h, r in results[:3]:
        print(f"#{h.hid} {h.filing.name} gross {fmt(h.gross)} taxable {fmt(r['taxable'])} "
              f"tax {fmt(r['tax'])} due {fmt(r['due'])}")
    print("cache", child_credit.cache_info().hits > 0)


if __name__ == "__main__":
    main()  # test: main(n=60)

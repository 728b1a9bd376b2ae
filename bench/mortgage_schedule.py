# Benchmark (held-out style, written blind in session 21, heldout21): Mortgage desk: fixed and
# adjustable-rate loans amortized in Decimal cents, extra payments, refinancing break-even, an
# APR solved by bisection, and a household portfolio rebalanced to exact Fraction target
# weights.

from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP, getcontext
from fractions import Fraction
from collections import defaultdict
import itertools

getcontext().prec = 28
CENT = Decimal("0.01")
TWELVE = Decimal(12)


def cents(x):
    return x.quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass
class Payment:
    month: int
    rate: Decimal
    payment: Decimal
    interest: Decimal
    principal: Decimal
    balance: Decimal


@dataclass
class Loan:
    principal: Decimal
    annual_rate: Decimal
    years: int
    extra: dict = field(default_factory=dict)
    fees: Decimal = Decimal("0")

    @property
    def months(self):
        return self.years * 12

    def rate_for(self, month):
        return self.annual_rate

    def level_payment(self, balance, rate, remaining):
        r = rate / TWELVE / 100
        if r == 0:
            return cents(balance / remaining)
        factor = (1 + r) ** remaining
        return cents(balance * r * factor / (factor - 1))

    def schedule(self):
        balance = self.principal
        rate = None
        payment = None
        for month in range(1, self.months + 1):
            new_rate = self.rate_for(month)
            if new_rate != rate:
                rate = new_rate
                payment = self.level_payment(balance, rate, self.months - month + 1)
            interest = cents(balance * rate / TWELVE / 100)
            principal = payment - interest + self.extra.get(month, Decimal(0))
            if principal > balance or month == self.months:
                principal = balance
            balance -= principal
            yield Payment(month, rate, interest + principal, interest, principal, balance)
            if balance <= 0:
                break

    def totals(self):
        paid = interest = Decimal(0)
        n = 0
        for p in self.schedule():
            paid += p.payment
            interest += p.interest
            n += 1
        return n, paid, interest


class AdjustableLoan(Loan):
    """A 5/1 ARM: fixed for the first years, then index + margin with caps."""

    def __init__(self, principal, initial_rate, years, index_path, margin=Decimal("2.25"),
                 cap=Decimal("2"), lifetime_cap=Decimal("5"), fixed_years=5):
        super().__init__(principal, initial_rate, years)
        self.index_path = index_path
        self.margin = margin
        self.cap = cap
        self.lifetime_cap = lifetime_cap
        self.fixed_months = fixed_years * 12
        self._rates = {}

    def rate_for(self, month):
        if month <= self.fixed_months:
            return self.annual_rate
        period = (month - self.fixed_months - 1) // 12
        if period in self._rates:
            return self._rates[period]
        prev = self.rate_for(month - 12) if period else self.annual_rate
        target = self.index_path[period % len(self.index_path)] + self.margin
        lo, hi = prev - self.cap, prev + self.cap
        rate = min(max(target, lo), hi, self.annual_rate + self.lifetime_cap)
        self._rates[period] = rate
        return rate


def apr(loan):
    """The annual rate at which the payments' present value equals principal minus fees."""
    flows = [p.payment for p in loan.schedule()]
    target = loan.principal - loan.fees
    lo, hi = Decimal("0"), Decimal("30")
    for _ in range(40):
        mid = (lo + hi) / 2
        r = mid / TWELVE / 100
        disc = Decimal(1)
        pv = Decimal(0)
        step = 1 / (1 + r)
        for f in flows:
            disc *= step
            pv += f * disc
        if pv > target:
            lo = mid
        else:
            hi = mid
    return ((lo + hi) / 2).quantize(Decimal("0.001"))


def refinance_breakeven(old, new_rate, closing):
    old_rows = list(old.schedule())
    best = None
    for switch in range(12, 61, 12):
        balance = old_rows[switch - 1].balance
        new = Loan(balance, new_rate, 30 - switch // 12)
        new_pay = next(new.schedule()).payment
        saving = old_rows[switch].payment - new_pay
        if saving <= 0:
            continue
        months = int((closing / saving).to_integral_value(rounding=ROUND_HALF_UP))
        if best is None or months < best[1]:
            best = (switch, months, saving)
    return best


@dataclass
class Holding:
    symbol: str
    units: Fraction
    price: Fraction

    @property
    def value(self):
        return self.units * self.price


def rebalance(holdings, targets, cash):
    total = sum((h.value for h in holdings), cash)
    trades = {}
    for h in holdings:
        want = total * targets[h.symbol]
        delta_units = (want - h.value) / h.price
        trades[h.symbol] = delta_units
        h.units += delta_units
    return total, trades


def main(loans=40, years=30):
    rates = [Decimal("3.25") + Decimal("0.375") * i for i in range(loans)]
    amounts = [Decimal(150000 + 37500 * i) for i in range(loans)]
    summary = defaultdict(list)
    for i, (amt, rate) in enumerate(zip(amounts, rates)):
        extra = {m: Decimal(100 * (i + 1)) for m in range(12, years * 12, 12)}
        plain = Loan(amt, rate, years)
        fast = Loan(amt, rate, years, extra=extra, fees=Decimal(2500))
        n1, paid1, int1 = plain.totals()
        n2, paid2, int2 = fast.totals()
        first = next(plain.schedule())
        summary["saved"].append(int1 - int2)
        print(f"loan {i}: {amt:>10} @ {rate}% pay {first.payment:>9} months {n1}/{n2} "
              f"interest {int1:>11} -> {int2:>11}")
    print("interest saved", sum(summary["saved"]))

    index = [Decimal(x) for x in ("1.8", "2.6", "3.9", "4.4", "3.1", "2.2")]
    arm = AdjustableLoan(Decimal(320000), Decimal("3.5"), years, index)
    rows = list(arm.schedule())
    by_rate = defaultdict(int)
    for r in rows:
        by_rate[r.rate] += 1
    print("arm rates", sorted((str(k), v) for k, v in by_rate.items()))
    print("arm total interest", sum(r.interest for r in rows), "final", rows[-1].balance)
    pays = sorted({r.payment for r in rows[:-1]})
    print("arm payment range", pays[0], pays[-1])

    fee_loan = Loan(Decimal(250000), Decimal("4.125"), years, fees=Decimal(4200))
    print("apr", apr(fee_loan))
    print("refi", refinance_breakeven(Loan(Decimal(300000), Decimal("6.5"), 30), Decimal("5.25"),
                                      Decimal(5200)))

    holdings = [Holding(s, Fraction(u), Fraction(p, 100)) for s, u, p in
                (("BOND", 120, 9812), ("INTL", 75, 5433), ("US", 200, 21877), ("CASH", 0, 100))]
    targets = {"BOND": Fraction(3, 10), "INTL": Fraction(1, 5), "US": Fraction(9, 20),
               "CASH": Fraction(1, 20)}
    cash = Fraction(2500)
    for month, (a, b, c) in zip(range(1, 13), itertools.cycle([(101, 99, 103), (98, 104, 97),
                                                               (102, 101, 100)])):
        for h, mv in zip(holdings, (a, b, c, 100)):
            h.price = h.price * mv / 100
        if month % 3 == 0:
            total, trades = rebalance(holdings, targets, cash)
            cash = Fraction(0)
            big = max(trades, key=lambda s: abs(trades[s] * holdings[0].price))
            print(f"m{month:02d} total {float(total):.2f} biggest {big} "
                  f"{float(trades[big]):+.4f} units")
    weights = {h.symbol: h.value / sum(x.value for x in holdings) for h in holdings}
    print("weights exact", weights == targets, sorted((k, str(v)) for k, v in weights.items()))


if __name__ == "__main__":
    main()  # test: main(loans=2, years=5)

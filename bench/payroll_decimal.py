# Benchmark (held-out style, after typical agent code): a payroll run with money in Decimal.
# Employees are dataclasses with Decimal salaries and hourly rates; pay periods compute overtime,
# progressive tax brackets, capped social contributions, pre-tax deductions and rounding with
# quantize(Decimal("0.01"), ROUND_HALF_UP); a ledger checks that debits equal credits to the cent;
# year-to-date totals accumulate per department with defaultdict(Decimal); pay slips and a summary
# are formatted with f-strings and thousands separators.
import random
from collections import defaultdict
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")
BRACKETS = [(Decimal("1000"), Decimal("0.10")), (Decimal("3000"), Decimal("0.20")),
            (Decimal("6000"), Decimal("0.32")), (None, Decimal("0.41"))]
SOCIAL_RATE = Decimal("0.062")
SOCIAL_CAP = Decimal("9000")
HEALTH = {"basic": Decimal("45.50"), "plus": Decimal("112.25"), "family": Decimal("240.00")}
DEPTS = ["eng", "ops", "sales", "support", "finance"]


def money(x):
    return x.quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass
class Employee:
    ident: str
    dept: str
    salaried: bool
    rate: Decimal
    pension_pct: Decimal
    plan: str
    ytd_gross: Decimal = Decimal("0")
    ytd_social: Decimal = Decimal("0")
    slips: list = field(default_factory=list)


def income_tax(taxable):
    tax = Decimal("0")
    lower = Decimal("0")
    for upper, rate in BRACKETS:
        if upper is None or taxable <= upper:
            tax += (taxable - lower) * rate
            break
        tax += (upper - lower) * rate
        lower = upper
    return money(tax)


def gross_pay(emp, hours):
    if emp.salaried:
        return money(emp.rate / 12)
    regular = min(hours, Decimal("160"))
    overtime = max(hours - Decimal("160"), Decimal("0"))
    return money(regular * emp.rate + overtime * emp.rate * Decimal("1.5"))


def run_period(emp, hours, bonus):
    gross = gross_pay(emp, hours) + bonus
    pension = money(gross * emp.pension_pct)
    health = HEALTH[emp.plan]
    taxable = gross - pension - health
    if taxable < 0:
        taxable = Decimal("0")
    tax = income_tax(taxable)
    room = SOCIAL_CAP - emp.ytd_social
    social = min(money(gross * SOCIAL_RATE), room) if room > 0 else Decimal("0")
    net = gross - pension - health - tax - social
    emp.ytd_gross += gross
    emp.ytd_social += social
    slip = {"gross": gross, "pension": pension, "health": health, "tax": tax,
            "social": social, "net": net}
    emp.slips.append(slip)
    return slip


def hire(rng, n):
    staff = []
    for i in range(n):
        salaried = rng.random() < 0.6
        if salaried:
            rate = Decimal(rng.randrange(3200000, 16000000)) / 100
        else:
            rate = Decimal(rng.randrange(1500, 6500)) / 100
        staff.append(Employee(f"E{i:04d}", rng.choice(DEPTS), salaried, rate,
                              Decimal(rng.choice(["0.03", "0.05", "0.08"])),
                              rng.choice(list(HEALTH))))
    return staff


def main(n=1500, periods=12):
    rng = random.Random(1957)
    staff = hire(rng, n)
    by_dept = defaultdict(lambda: defaultdict(Decimal))
    debits = credits = Decimal("0")
    for period in range(1, periods + 1):
        for emp in staff:
            hours = Decimal(rng.randrange(1200, 2000)) / 10
            bonus = money(Decimal(rng.randrange(0, 50000)) / 100) if rng.random() < 0.1 else Decimal("0")
            slip = run_period(emp, hours, bonus)
            debits += slip["gross"]
            credits += slip["net"] + slip["pension"] + slip["health"] + slip["tax"] + slip["social"]
            totals = by_dept[emp.dept]
            for k, v in slip.items():
                totals[k] += v
    print(f"ledger balanced: {debits == credits} ({debits:,})")
    print(f"{'dept':<8} {'gross':>14} {'tax':>12} {'social':>11} {'net':>14} {'eff.rate':>8}")
    for dept in DEPTS:
        t = by_dept[dept]
        eff = (t["tax"] / t["gross"] * 100).quantize(Decimal("0.1"))
        print(f"{dept:<8} {t['gross']:>14,} {t['tax']:>12,} {t['social']:>11,} {t['net']:>14,} {eff:>7}%")
    top = sorted(staff, key=lambda e: (-e.ytd_gross, e.ident))[:3]
    for emp in top:
        last = emp.slips[-1]
        print(f"{emp.ident} {emp.dept:<7} ytd {emp.ytd_gross:>12,.2f} social {emp.ytd_social} "
              f"last net {last['net']}")
    capped = sum(1 for e in staff if e.ytd_social >= SOCIAL_CAP)
    print("social cap reached by", capped)
    average = sum(e.ytd_gross for e in staff) / len(staff)
    print("average gross", money(average), "median-ish", sorted(e.ytd_gross for e in staff)[n // 2])
    print("tax on 12345.678:", income_tax(Decimal("12345.678")), repr(money(Decimal("2.675"))))


if __name__ == "__main__":
    main()  # test: main(n=20, periods=2)

from dataclasses import dataclass
from datetime import date, timedelta
from typing import List
import math

@dataclass
class Line:
    desc: str
    qty: int
    unit: float

    @property
    def total(self) -> float:
        return round(self.qty * self.unit, 2)

@dataclass
class Invoice:
    number: str
    issued: date
    lines: List[Line]
    terms_days: int = 30
    tax_rate: float = 0.0825

    def due(self) -> date:
        return self.issued + timedelta(days=self.terms_days)

    def subtotal(self) -> float:
        return round(sum(l.total for l in self.lines), 2)

    def tax(self) -> float:
        return round(self.subtotal() * self.tax_rate, 2)

    def render(self) -> str:
        out = [f"INVOICE {self.number}", f"Issued: {self.issued:%B %d, %Y}", f"Due:    {self.due():%Y-%m-%d}", "-" * 44]
        for l in self.lines:
            out.append(f"{l.desc[:20]:<20}{l.qty:>5} x {l.unit:>7.2f} = {l.total:>8.2f}")
        out.append("-" * 44)
        out.append(f"{'Subtotal':>34}{self.subtotal():>10.2f}")
        out.append(f"{'Tax':>34}{self.tax():>10.2f}")
        out.append(f"{'TOTAL':>34}{self.subtotal() + self.tax():>10.2f}")
        return "\n".join(out)

def main():
    inv = Invoice("INV-0042", date(2024, 11, 15), [
        Line("Consulting hours", 12, 150.0),
        Line("Travel (mileage) reimbursement", 240, 0.655),
        Line("Software license", 1, 499.99),
    ])
    print(inv.render())
    late = date(2025, 1, 20)
    days_late = (late - inv.due()).days
    fee = math.ceil(days_late / 30) * 0.015 * (inv.subtotal() + inv.tax())
    print("days late:", days_late, "fee:", round(fee, 2))

main()

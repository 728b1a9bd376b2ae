from dataclasses import dataclass, field, astuple, fields
from typing import List, Optional
from datetime import date

@dataclass(frozen=True)
class Customer:
    name: str
    email: str
    vip: bool = False

@dataclass
class Line:
    desc: str
    qty: int
    unit: float
    tax: float = 0.2

    def net(self):
        return self.qty * self.unit

@dataclass
class Invoice:
    number: str
    customer: Customer
    issued: date
    lines: List[Line] = field(default_factory=list)
    discount: Optional[float] = None

    def total(self):
        net = sum(l.net() for l in self.lines)
        tax = sum(l.net() * l.tax for l in self.lines)
        gross = net + tax
        if self.discount:
            gross *= 1 - self.discount
        if self.customer.vip:
            gross -= 5
        return round(gross, 2)

c = Customer("ACME", "ap@acme.test", vip=True)
inv = Invoice("INV-001", c, date(2024, 4, 1), [Line("bolts", 100, 0.12), Line("consulting", 3, 150.0, 0.0)], discount=0.1)
print(inv.total(), [f.name for f in fields(inv)])
print(astuple(inv.lines[0]), c)
try:
    c.name = "x"
except Exception as e:
    print(type(e).__name__, e)
print(hash(c) == hash(Customer("ACME", "ap@acme.test", True)), c == Customer("ACME", "ap@acme.test", True))
print(f"{inv.number} due {inv.issued.replace(month=inv.issued.month + 1)}")
print(repr(inv.lines[1]))

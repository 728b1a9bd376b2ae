from dataclasses import dataclass, field
from enum import Enum, auto
from typing import List

class Status(Enum):
    NEW = auto()
    PAID = auto()
    SHIPPED = auto()
    CANCELLED = auto()

@dataclass
class Item:
    sku: str
    qty: int
    price: float

    @property
    def total(self) -> float:
        return self.qty * self.price

@dataclass
class Order:
    oid: int
    items: List[Item] = field(default_factory=list)
    status: Status = Status.NEW

    def add(self, sku, qty, price):
        self.items.append(Item(sku, qty, price))
        return self

    def total(self):
        return round(sum(i.total for i in self.items), 2)

    def advance(self):
        order = [Status.NEW, Status.PAID, Status.SHIPPED]
        if self.status not in order or self.status is Status.SHIPPED:
            raise ValueError(f"cannot advance {self.status.name}")
        self.status = order[order.index(self.status) + 1]

orders = [Order(1).add("A1", 2, 9.99).add("B2", 1, 24.5), Order(2).add("C3", 10, 0.35), Order(3)]
orders[0].advance(); orders[0].advance()
orders[1].advance()
orders[2].status = Status.CANCELLED
for o in orders:
    print(o.oid, o.status, o.total(), len(o.items))
try:
    orders[2].advance()
except ValueError as e:
    print("error:", e)
print(orders[1])
print(Status.PAID.value, Status["SHIPPED"], [s.name for s in Status])
by_status = {}
for o in orders:
    by_status.setdefault(o.status.name, []).append(o.oid)
print(by_status)

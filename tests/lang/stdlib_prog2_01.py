from dataclasses import dataclass, field
from enum import Enum
from typing import List, Dict, Optional


class Category(Enum):
    ELECTRONICS = "electronics"
    GROCERY = "grocery"
    TOYS = "toys"


@dataclass
class Item:
    name: str
    price: float
    qty: int
    category: Category
    tags: List[str] = field(default_factory=list)

    def total(self) -> float:
        return round(self.price * self.qty, 2)


@dataclass
class Inventory:
    items: List[Item] = field(default_factory=list)

    def add(self, item: Item) -> None:
        self.items.append(item)

    def by_category(self) -> Dict[Category, List[Item]]:
        out: Dict[Category, List[Item]] = {}
        for it in self.items:
            out.setdefault(it.category, []).append(it)
        return out

    def find(self, name: str) -> Optional[Item]:
        for it in self.items:
            if it.name == name:
                return it
        return None


inv = Inventory()
inv.add(Item("laptop", 999.99, 2, Category.ELECTRONICS, ["computer"]))
inv.add(Item("apple", 0.5, 120, Category.GROCERY))
inv.add(Item("robot", 49.95, 3, Category.TOYS, ["kids", "stem"]))
inv.add(Item("phone", 599.0, 5, Category.ELECTRONICS))

for cat, items in inv.by_category().items():
    total = sum(i.total() for i in items)
    print(f"{cat.name:<12} {cat.value:<12} {len(items)} items, total={total:.2f}")

print(inv.find("robot"))
print(inv.find("banana"))
print(Category("toys"))
print(repr(Category.GROCERY))
print([c.value for c in Category])
try:
    Category("books")
except ValueError as e:
    print("error:", e)

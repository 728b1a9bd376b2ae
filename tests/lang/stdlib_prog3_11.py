from dataclasses import dataclass, field, asdict, replace
from enum import IntEnum, Enum

class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3

class Category(str, Enum):
    TOOLS = "tools"
    FOOD = "food"

@dataclass(order=True)
class Product:
    sort_key: tuple = field(init=False, repr=False)
    name: str
    stock: int
    category: Category
    priority: Priority = Priority.LOW

    def __post_init__(self):
        self.sort_key = (-self.priority, self.name)

items = [Product("hammer", 3, Category.TOOLS, Priority.HIGH), Product("apple", 50, Category.FOOD),
         Product("saw", 0, Category.TOOLS, Priority.MEDIUM), Product("bread", 2, Category.FOOD, Priority.HIGH)]
for p in sorted(items):
    print(p)
low = [p.name for p in items if p.stock < 5]
print("restock:", low)
print(asdict(items[0]))
p2 = replace(items[1], stock=10)
print(p2.stock, items[1].stock, p2 == items[1])
print(Priority.HIGH > Priority.LOW, Priority(2), int(Priority.HIGH) + 1, Priority.HIGH.name)
print(Category("food"), Category.FOOD == "food", Category.TOOLS.value.upper())
totals = {}
for p in items:
    totals[p.category.value] = totals.get(p.category.value, 0) + p.stock
print(totals, max(Priority), sorted(Priority, reverse=True))

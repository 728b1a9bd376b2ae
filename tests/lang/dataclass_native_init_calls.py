# Constructions whose __init__ is a dataclass's generated one (a native run directly on the
# new instance by the constructor): positional, keyword and default arguments, factories,
# inheritance of the __init__, __post_init__ (which may raise), and the binding errors.
from dataclasses import dataclass, field


@dataclass
class Item:
    name: str
    qty: int = 1
    tags: list = field(default_factory=list)


@dataclass
class Priced(Item):
    price: float = 0.0

    def __post_init__(self):
        if self.price < 0:
            raise ValueError(f"negative price for {self.name}")
        self.total = self.qty * self.price


class Plain(Item):
    pass


class Custom(Item):
    def __init__(self, name):
        super().__init__(name, 2)
        self.custom = True


items = [Item("a"), Item("b", 3), Item(name="c", qty=4, tags=["x"]), Item("d", tags=["y"])]
items[0].tags.append("t")
print(items, items[1].tags is items[2].tags)
ps = [Priced("p%d" % i, i, price=i * 0.5) for i in range(5)]
print([p.total for p in ps], ps[-1])
print(Plain("q", 9), type(Plain("r")).__name__, Custom("s"), Custom("s").custom)
total = 0
for i in range(2000):
    total += Priced("n", i % 7, [], i % 3).total
print(total)

for args, kwargs in [((), {}), (("a", 1, [], 2), {}), (("a",), {"qty": 1, "name": "b"}),
                     (("a",), {"color": 1}), (("a", 1, [], 2, 3), {})]:
    try:
        Item(*args, **kwargs)
    except TypeError as e:
        print("TypeError:", e)
try:
    Priced("bad", 1, price=-1)
except ValueError as e:
    print("ValueError:", e)


# super() reaches the dataclass's generated special methods (natives of the base class).
@dataclass(order=True)
class Ranked:
    rank: int
    label: str = "-"


class Shown(Ranked):
    def __repr__(self):
        return "Shown:" + super().__repr__()

    def __eq__(self, other):
        return super().__eq__(other)

    def __lt__(self, other):
        return super().__lt__(other)

    __hash__ = None


a, b = Shown(1), Shown(2, "b")
print(a, a == Shown(1), a == b, a < b, b < a, a.__eq__(3), sorted([b, a]))

# pprint of dataclass instances (generated repr only; repr=False fields and custom reprs fall
# back to the one-line repr) and of SimpleNamespaces, split into name=value lines.
import pprint
from dataclasses import dataclass, field
from types import SimpleNamespace


@dataclass
class Item:
    sku: str
    qty: int
    tags: list = field(default_factory=list)


@dataclass
class Order:
    order_id: int
    customer: str
    items: list
    notes: dict = field(default_factory=dict)


@dataclass
class Hidden:
    visible: str
    secret: str = field(default="s" * 60, repr=False)
    shown: int = 5
    other: str = "o"


@dataclass
class Empty:
    pass


class Custom(Item):
    def __repr__(self):
        return "Custom(%s)" % self.sku


o = Order(1, "Alice Example", [Item("A-100", 2, ["red", "large"]), Item("B-200", 10)],
          {"gift": True, "message": "Happy birthday to you and many more happy returns"})
pprint.pprint(o)
pprint.pprint([o, o], width=60)
pprint.pprint(Item("X", 1))
pprint.pprint([Item("sku-%d" % i, i, ["t"] * i) for i in range(4)])
pprint.pprint(Hidden("v" * 50))
pprint.pprint([Hidden("v" * 70)])
pprint.pprint(Custom("c" * 90, 1))
pprint.pprint([Empty()] * 30)
pprint.pprint([Hidden("a=1, shown=5", other="x" * 50)])
ns = SimpleNamespace(name="service", replicas=3, env={"A": "1" * 30, "B": "2" * 30}, ports=[80, 443])
pprint.pprint(ns)
pprint.pprint(SimpleNamespace(x=1))


class Sub(SimpleNamespace):
    pass


pprint.pprint(Sub(alpha="a" * 40, beta="b" * 40))
pprint.pprint({"order": o}, width=50)

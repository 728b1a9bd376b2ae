# A dataclass's generated __init__ called with keywords (np_lib_dataclasses.c bind_init_args):
# keywords in field order take the quick path; out of order, duplicated, unknown, init=False,
# kw_only and InitVar fields, and ** dicts go through the general binding with CPython's errors.
from dataclasses import dataclass, field, InitVar


@dataclass(frozen=True)
class Order:
    order_id: int
    customer: str
    qty: int = 1

    def __post_init__(self):
        if self.qty <= 0:
            raise ValueError(f"bad quantity {self.qty}")


print(Order(order_id=1, customer="a", qty=3), Order(2, customer="b"), Order(3, "c", qty=4))
print(Order(qty=5, customer="d", order_id=4), Order(**{"order_id": 5, "customer": "e"}))
for args, kw in (((1,), {"order_id": 2, "customer": "x"}), ((), {"order_id": 1, "nope": 2}),
                 ((), {"customer": "x"}), ((), {"order_id": 1, "customer": "y", "qty": 0})):
    try:
        Order(*args, **kw)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


@dataclass
class Item:
    a: int
    b: int = field(init=False, default=7)
    c: int = 0


print(Item(a=1, c=2))
try:
    Item(a=1, b=2, c=3)
except TypeError as e:
    print("TypeError", e)


@dataclass
class K:
    x: int
    y: int = field(kw_only=True, default=0)
    z: InitVar[int] = 5

    def __post_init__(self, z):
        self.x += z


print(K(1, y=2, z=3), K(x=1, y=2), K(1))
try:
    K(1, 2)
except TypeError as e:
    print("TypeError", e)

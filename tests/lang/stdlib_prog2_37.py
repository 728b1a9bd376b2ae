from dataclasses import dataclass
from typing import List, Dict
from collections import Counter
import math

@dataclass
class Sku:
    code: str
    on_hand: int
    daily_demand: float
    lead_days: int
    pack: int = 1

    def reorder_point(self) -> int:
        return math.ceil(self.daily_demand * self.lead_days * 1.2)

    def order_qty(self) -> int:
        need = max(0, self.reorder_point() * 2 - self.on_hand)
        return math.ceil(need / self.pack) * self.pack if need else 0


skus = [
    Sku("A", 10, 3.5, 4, 6),
    Sku("B", 100, 2.0, 7),
    Sku("C", 0, 0.75, 14, 12),
    Sku("D", 25, 5.25, 3, 10),
]
orders: Dict[str, int] = {}
for s in skus:
    q = s.order_qty()
    flag = "REORDER" if s.on_hand <= s.reorder_point() else "ok"
    print(f"{s.code}: rop={s.reorder_point():3d} on_hand={s.on_hand:3d} order={q:3d} {flag}")
    if q:
        orders[s.code] = q
print(orders, sum(orders.values()))
total = Counter(orders)
total.update({"A": 6, "E": 3})
print(total, total.total())
print(sorted(total.elements())[:8])
print(Counter(a=3, b=1) == Counter(b=1, a=3), Counter("aab") < Counter("aabb"))
c = Counter({"x": 5, "y": -2, "z": 0})
print(+c, -c)
print(c.most_common(2), list(c.keys()))
del c["x"]
print(c, c["missing"])

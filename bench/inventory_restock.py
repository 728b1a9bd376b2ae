# Benchmark (held-out style, after typical agent code): a warehouse inventory system with
# restock rules. Products and warehouses are dataclasses, stock movements an Enum, orders are
# filled across warehouses (nearest first, partial fills, backorders), restock rules (min/max,
# reorder point from a moving average of demand, lead times in datetime.date days) raise
# purchase orders that arrive later; a custom exception hierarchy for stock errors, logging to
# a StringIO stream, defaultdict/Counter bookkeeping, sorted(key=...) reports with f-string
# tables.
from __future__ import annotations

import io
import logging
import random
from collections import Counter, defaultdict, deque
from dataclasses import dataclass, field
from datetime import date, timedelta
from enum import Enum
from typing import Dict, List, Optional, Tuple

log_stream = io.StringIO()
logging.basicConfig(stream=log_stream, level=logging.INFO, format="%(levelname)s:%(message)s")
logger = logging.getLogger("inventory")


class InventoryError(Exception):
    """Base class for inventory failures."""


class UnknownProductError(InventoryError):
    def __init__(self, sku: str) -> None:
        super().__init__(f"unknown product {sku!r}")
        self.sku = sku


class InsufficientStockError(InventoryError):
    def __init__(self, sku: str, wanted: int, available: int) -> None:
        super().__init__(f"{sku}: wanted {wanted}, only {available} available")
        self.sku = sku
        self.wanted = wanted
        self.available = available


class Movement(Enum):
    RECEIVE = "receive"
    SHIP = "ship"
    TRANSFER_IN = "transfer_in"
    TRANSFER_OUT = "transfer_out"
    ADJUST = "adjust"


@dataclass(frozen=True)
class Product:
    sku: str
    name: str
    unit_cost: float
    weight_kg: float
    category: str


@dataclass
class RestockRule:
    min_level: int
    max_level: int
    lead_days: int
    window: int = 7

    def reorder_point(self, demand: deque) -> int:
        if not demand:
            return self.min_level
        avg = sum(demand) / len(demand)
        return max(self.min_level, round(avg * self.lead_days))


@dataclass
class Warehouse:
    code: str
    distance: int
    stock: Dict[str, int] = field(default_factory=dict)
    ledger: List[Tuple[date, Movement, str, int]] = field(default_factory=list)

    def available(self, sku: str) -> int:
        return self.stock.get(sku, 0)

    def move(self, day: date, kind: Movement, sku: str, qty: int) -> None:
        if kind in (Movement.SHIP, Movement.TRANSFER_OUT):
            have = self.stock.get(sku, 0)
            if qty > have:
                raise InsufficientStockError(sku, qty, have)
            self.stock[sku] = have - qty
        else:
            self.stock[sku] = self.stock.get(sku, 0) + qty
        self.ledger.append((day, kind, sku, qty))


@dataclass(order=True)
class PurchaseOrder:
    arrives: date
    number: int
    warehouse: str = field(compare=False)
    sku: str = field(compare=False)
    qty: int = field(compare=False)


@dataclass
class OrderLine:
    sku: str
    qty: int


@dataclass
class FillResult:
    order_id: int
    shipped: Dict[str, int] = field(default_factory=dict)
    backordered: Dict[str, int] = field(default_factory=dict)

    @property
    def complete(self) -> bool:
        return not self.backordered


class Inventory:
    def __init__(self, products: List[Product], warehouses: List[Warehouse],
                 rules: Dict[str, RestockRule]) -> None:
        self.products = {p.sku: p for p in products}
        self.warehouses = sorted(warehouses, key=lambda w: w.distance)
        self.rules = rules
        self.demand: Dict[str, deque] = {sku: deque(maxlen=r.window) for sku, r in rules.items()}
        self.today_demand: Counter = Counter()
        self.pending: List[PurchaseOrder] = []
        self.po_counter = 0
        self.backorders: deque = deque()
        self.stats: Counter = Counter()

    def total_stock(self, sku: str) -> int:
        return sum(w.available(sku) for w in self.warehouses)

    def on_order(self, sku: str) -> int:
        return sum(po.qty for po in self.pending if po.sku == sku)

    def fill(self, day: date, order_id: int, lines: List[OrderLine]) -> FillResult:
        result = FillResult(order_id)
        for line in lines:
            if line.sku not in self.products:
                raise UnknownProductError(line.sku)
            self.today_demand[line.sku] += line.qty
            remaining = line.qty
            for wh in self.warehouses:
                if remaining == 0:
                    break
                take = min(remaining, wh.available(line.sku))
                if take <= 0:
                    continue
                try:
                    wh.move(day, Movement.SHIP, line.sku, take)
                except InsufficientStockError as exc:
                    logger.warning("race on %s: %s", wh.code, exc)
                    continue
                result.shipped[line.sku] = result.shipped.get(line.sku, 0) + take
                remaining -= take
            if remaining:
                result.backordered[line.sku] = remaining
        self.stats["orders"] += 1
        self.stats["complete" if result.complete else "partial"] += 1
        return result

    def rebalance(self, day: date) -> int:
        moves = 0
        for sku in self.products:
            levels = [(w.available(sku), w) for w in self.warehouses]
            levels.sort(key=lambda t: (t[0], t[1].code))
            low_qty, low = levels[0]
            high_qty, high = levels[-1]
            if high_qty - low_qty > 40:
                qty = (high_qty - low_qty) // 2
                high.move(day, Movement.TRANSFER_OUT, sku, qty)
                low.move(day, Movement.TRANSFER_IN, sku, qty)
                moves += 1
        return moves

    def restock(self, day: date) -> List[PurchaseOrder]:
        raised = []
        for sku, rule in self.rules.items():
            self.demand[sku].append(self.today_demand.get(sku, 0))
            position = self.total_stock(sku) + self.on_order(sku)
            if position <= rule.reorder_point(self.demand[sku]):
                qty = rule.max_level - position
                if qty <= 0:
                    continue
                self.po_counter += 1
                target = min(self.warehouses, key=lambda w: (w.available(sku), w.distance))
                po = PurchaseOrder(day + timedelta(days=rule.lead_days), self.po_counter,
                                   target.code, sku, qty)
                self.pending.append(po)
                raised.append(po)
        self.today_demand.clear()
        return raised

    def receive(self, day: date) -> int:
        arrived = [po for po in self.pending if po.arrives <= day]
        if not arrived:
            return 0
        self.pending = [po for po in self.pending if po.arrives > day]
        by_code = {w.code: w for w in self.warehouses}
        for po in sorted(arrived):
            by_code[po.warehouse].move(day, Movement.RECEIVE, po.sku, po.qty)
            self.stats["received_units"] += po.qty
        return len(arrived)

    def valuation(self) -> float:
        return sum(qty * self.products[sku].unit_cost
                   for w in self.warehouses for sku, qty in w.stock.items())


def make_catalog(rng: random.Random, n: int) -> Tuple[List[Product], Dict[str, RestockRule]]:
    categories = ["tools", "garden", "kitchen", "toys", "office"]
    products, rules = [], {}
    for i in range(n):
        sku = f"SKU-{i:04d}"
        cat = categories[i % len(categories)]
        products.append(Product(sku, f"{cat.title()} item {i}", round(rng.uniform(1.5, 80.0), 2),
                                round(rng.uniform(0.1, 12.0), 1), cat))
        lo = rng.randint(10, 40)
        rules[sku] = RestockRule(lo, lo + rng.randint(50, 150), rng.randint(2, 6))
    return products, rules


def simulate(days: int, n_products: int, orders_per_day: int, seed: int = 7) -> None:
    rng = random.Random(seed)
    products, rules = make_catalog(rng, n_products)
    warehouses = [Warehouse(code, dist) for code, dist in (("NORTH", 3), ("EAST", 1), ("WEST", 5))]
    for wh in warehouses:
        for p in products:
            wh.stock[p.sku] = rng.randint(0, 60)
    inv = Inventory(products, warehouses, rules)
    skus = [p.sku for p in products]
    popularity = [1.0 / (1 + i % 17) for i in range(len(skus))]
    start = date(2024, 1, 1)
    order_id = 0
    backordered_units = 0
    weekday_orders: Counter = Counter()
    for d in range(days):
        day = start + timedelta(days=d)
        inv.receive(day)
        n_orders = orders_per_day if day.weekday() < 5 else orders_per_day // 3
        for _ in range(n_orders):
            order_id += 1
            picked = rng.choices(skus, weights=popularity, k=rng.randint(1, 4))
            lines = [OrderLine(sku, rng.randint(1, 6)) for sku in picked]
            if rng.random() < 0.01:
                lines.append(OrderLine("SKU-9999", 1))
            try:
                res = inv.fill(day, order_id, lines)
            except UnknownProductError as exc:
                logger.info("order %d rejected: %s", order_id, exc)
                inv.stats["rejected"] += 1
                continue
            backordered_units += sum(res.backordered.values())
            weekday_orders[day.strftime("%a")] += 1
        if d % 7 == 6:
            inv.stats["transfers"] += inv.rebalance(day)
        raised = inv.restock(day)
        inv.stats["purchase_orders"] += len(raised)

    print(f"orders={order_id} stats={sorted(inv.stats.items())}")
    print(f"backordered_units={backordered_units} pending_pos={len(inv.pending)}")
    print("by weekday:", ", ".join(f"{k}={v}" for k, v in sorted(weekday_orders.items())))
    by_cat: Dict[str, int] = defaultdict(int)
    for p in products:
        by_cat[p.category] += inv.total_stock(p.sku)
    print("stock by category:", dict(sorted(by_cat.items())))
    low = sorted(products, key=lambda p: (inv.total_stock(p.sku), p.sku))[:5]
    print(f"{'sku':<10}{'name':<20}{'stock':>6}{'on order':>10}")
    for p in low:
        print(f"{p.sku:<10}{p.name:<20}{inv.total_stock(p.sku):>6}{inv.on_order(p.sku):>10}")
    ledger_size = sum(len(w.ledger) for w in warehouses)
    kinds = Counter(entry[1].value for w in warehouses for entry in w.ledger)
    print(f"ledger={ledger_size} kinds={sorted(kinds.items())}")
    print(f"valuation={inv.valuation():,.2f}")
    messages = log_stream.getvalue().splitlines()
    print(f"log lines={len(messages)} first={messages[0] if messages else None}")


if __name__ == "__main__":
    simulate(days=180, n_products=150, orders_per_day=80)  # test: simulate(days=20, n_products=30, orders_per_day=10)

# Benchmark (held-out style, after typical agent code): an event-sourced shopping-cart /
# order aggregate. Events are frozen dataclasses registered in a type registry by a class
# decorator, serialized to JSON lines with dataclasses.asdict and rebuilt from dicts;
# aggregates apply events through a dispatch on type name (getattr(self, f"_apply_{...}")),
# validate commands with custom exceptions, keep a version for optimistic concurrency,
# snapshots with copy.deepcopy, projections (read models) built by replaying the store,
# and a final consistency check that replay == live state.
from __future__ import annotations

import copy
import json
import random
from collections import Counter, defaultdict
from dataclasses import asdict, dataclass, field, fields
from typing import Any, Callable, ClassVar, Dict, List, Optional, Type

EVENT_TYPES: Dict[str, Type["Event"]] = {}


def event(cls: Type["Event"]) -> Type["Event"]:
    EVENT_TYPES[cls.__name__] = cls
    return cls


@dataclass(frozen=True)
class Event:
    aggregate_id: str
    version: int

    def to_json(self) -> str:
        return json.dumps({"type": type(self).__name__, "data": asdict(self)}, sort_keys=True)

    @staticmethod
    def from_json(line: str) -> "Event":
        raw = json.loads(line)
        cls = EVENT_TYPES[raw["type"]]
        return cls(**raw["data"])


@event
@dataclass(frozen=True)
class CartOpened(Event):
    customer: str


@event
@dataclass(frozen=True)
class ItemAdded(Event):
    sku: str
    qty: int
    price_cents: int


@event
@dataclass(frozen=True)
class ItemRemoved(Event):
    sku: str
    qty: int


@event
@dataclass(frozen=True)
class CouponApplied(Event):
    code: str
    percent: int


@event
@dataclass(frozen=True)
class CheckedOut(Event):
    total_cents: int


@event
@dataclass(frozen=True)
class CartAbandoned(Event):
    reason: str = "timeout"


class DomainError(Exception):
    pass


class ConcurrencyError(DomainError):
    pass


@dataclass
class Cart:
    id: str
    customer: str = ""
    lines: Dict[str, List[int]] = field(default_factory=dict)
    coupon: Optional[str] = None
    discount: int = 0
    status: str = "new"
    version: int = 0
    pending: List[Event] = field(default_factory=list, repr=False)

    MAX_LINES: ClassVar[int] = 12

    @property
    def subtotal(self) -> int:
        return sum(qty * price for qty, price in self.lines.values())

    @property
    def total(self) -> int:
        return self.subtotal - self.subtotal * self.discount // 100

    def apply(self, ev: Event) -> None:
        handler: Callable[[Any], None] = getattr(self, f"_apply_{type(ev).__name__}")
        handler(ev)
        self.version = ev.version

    def _raise(self, cls: Type[Event], **data: Any) -> None:
        ev = cls(aggregate_id=self.id, version=self.version + 1, **data)
        self.apply(ev)
        self.pending.append(ev)

    def _require_open(self) -> None:
        if self.status != "open":
            raise DomainError(f"cart {self.id} is {self.status}")

    # commands
    def open(self, customer: str) -> None:
        if self.status != "new":
            raise DomainError(f"cart {self.id} already opened")
        self._raise(CartOpened, customer=customer)

    def add(self, sku: str, qty: int, price_cents: int) -> None:
        self._require_open()
        if qty <= 0:
            raise ValueError(f"bad quantity {qty}")
        if sku not in self.lines and len(self.lines) >= self.MAX_LINES:
            raise DomainError("too many lines")
        self._raise(ItemAdded, sku=sku, qty=qty, price_cents=price_cents)

    def remove(self, sku: str, qty: int) -> None:
        self._require_open()
        have = self.lines.get(sku, [0, 0])[0]
        if qty > have:
            raise DomainError(f"cannot remove {qty} x {sku}, cart has {have}")
        self._raise(ItemRemoved, sku=sku, qty=qty)

    def apply_coupon(self, code: str) -> None:
        self._require_open()
        if self.coupon:
            raise DomainError("coupon already applied")
        percent = int(code[-2:])
        self._raise(CouponApplied, code=code, percent=percent)

    def checkout(self) -> None:
        self._require_open()
        if not self.lines:
            raise DomainError("empty cart")
        self._raise(CheckedOut, total_cents=self.total)

    def abandon(self) -> None:
        self._require_open()
        self._raise(CartAbandoned)

    # event handlers
    def _apply_CartOpened(self, ev: CartOpened) -> None:
        self.customer = ev.customer
        self.status = "open"

    def _apply_ItemAdded(self, ev: ItemAdded) -> None:
        line = self.lines.setdefault(ev.sku, [0, ev.price_cents])
        line[0] += ev.qty

    def _apply_ItemRemoved(self, ev: ItemRemoved) -> None:
        line = self.lines[ev.sku]
        line[0] -= ev.qty
        if line[0] == 0:
            del self.lines[ev.sku]

    def _apply_CouponApplied(self, ev: CouponApplied) -> None:
        self.coupon = ev.code
        self.discount = ev.percent

    def _apply_CheckedOut(self, ev: CheckedOut) -> None:
        self.status = "checked_out"

    def _apply_CartAbandoned(self, ev: CartAbandoned) -> None:
        self.status = "abandoned"


class EventStore:
    def __init__(self) -> None:
        self.lines: List[str] = []
        self.streams: Dict[str, List[int]] = defaultdict(list)
        self.snapshots: Dict[str, Cart] = {}

    def append(self, cart: Cart, expected_version: int) -> None:
        current = len(self.streams[cart.id])
        if current != expected_version:
            raise ConcurrencyError(f"{cart.id}: expected v{expected_version}, store has v{current}")
        for ev in cart.pending:
            self.streams[cart.id].append(len(self.lines))
            self.lines.append(ev.to_json())
        cart.pending.clear()
        if cart.version % 8 == 0:
            self.snapshots[cart.id] = copy.deepcopy(cart)

    def load(self, cart_id: str) -> Cart:
        snap = self.snapshots.get(cart_id)
        cart = copy.deepcopy(snap) if snap else Cart(cart_id)
        for idx in self.streams[cart_id][cart.version:]:
            cart.apply(Event.from_json(self.lines[idx]))
        return cart

    def replay(self) -> Dict[str, Cart]:
        carts: Dict[str, Cart] = {}
        for line in self.lines:
            ev = Event.from_json(line)
            carts.setdefault(ev.aggregate_id, Cart(ev.aggregate_id)).apply(ev)
        return carts


def run(n_carts: int, steps: int) -> None:
    rng = random.Random(5)
    store = EventStore()
    live: Dict[str, Cart] = {}
    catalog = {f"P{i:03d}": rng.randint(199, 9999) for i in range(60)}
    skus = sorted(catalog)
    errors: Counter = Counter()
    for i in range(n_carts):
        cart = Cart(f"cart-{i:05d}")
        cart.open(f"cust{rng.randint(1, n_carts // 3)}")
        store.append(cart, 0)
        live[cart.id] = cart
    ids = sorted(live)
    for step in range(steps):
        cid = rng.choice(ids)
        cart = store.load(cid) if step % 4 == 0 else live[cid]
        before = cart.version
        roll = rng.random()
        try:
            if roll < 0.55:
                sku = rng.choice(skus)
                cart.add(sku, rng.randint(1, 3), catalog[sku])
            elif roll < 0.72:
                sku = rng.choice(list(cart.lines) or skus)
                cart.remove(sku, rng.randint(1, 2))
            elif roll < 0.76:
                cart.apply_coupon(f"SAVE{rng.choice([5, 10, 15, 20]):02d}")
            elif roll < 0.785:
                cart.checkout()
            elif roll < 0.795:
                cart.abandon()
            else:
                cart.add(rng.choice(skus), 0, 1)
        except (DomainError, ValueError) as exc:
            errors[type(exc).__name__] += 1
            cart.pending.clear()
            if cart is not live[cid]:
                continue
            continue
        try:
            store.append(cart, before)
        except ConcurrencyError:
            errors["ConcurrencyError"] += 1
        live[cid] = cart
    replayed = store.replay()
    mismatches = [cid for cid in ids if asdict(replayed[cid]) != asdict(live[cid])]
    status = Counter(c.status for c in replayed.values())
    revenue = sum(c.total for c in replayed.values() if c.status == "checked_out")
    kinds = Counter(json.loads(line)["type"] for line in store.lines)
    best = max(replayed.values(), key=lambda c: (c.total, c.id))
    print(f"events={len(store.lines)} snapshots={len(store.snapshots)} mismatches={len(mismatches)}")
    print("status:", dict(sorted(status.items())))
    print("kinds:", ", ".join(f"{k}={v}" for k, v in sorted(kinds.items())))
    print("errors:", dict(sorted(errors.items())))
    print(f"revenue=${revenue / 100:,.2f} best={best.id} total={best.total} lines={len(best.lines)}")
    print("fields:", [f.name for f in fields(ItemAdded)])
    print(repr(Cart("demo", "ann", {"P001": [2, 150]}, status="open")))


if __name__ == "__main__":
    run(n_carts=400, steps=12_000)  # test: run(n_carts=40, steps=800)

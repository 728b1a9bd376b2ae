# Benchmark (held-out style, after typical agent code): a limit order book and matching engine.
# Orders are dataclasses with an IntEnum side and an Enum type (limit, market, immediate-or-
# cancel); each side of the book is a heapq of (price key, sequence, order id) entries with lazy
# deletion of cancelled and filled orders; matching walks the opposite heap with partial fills
# and price-time priority; trades are NamedTuples on a tape, rolled up into one-minute OHLCV
# candles, per-trader positions and cash (integer ticks), VWAP and a depth snapshot printed
# with formatted columns.
import heapq
import random
from collections import defaultdict
from dataclasses import dataclass, field
from enum import Enum, IntEnum
from typing import NamedTuple


class Side(IntEnum):
    BUY = 1
    SELL = -1


class OrderType(Enum):
    LIMIT = "limit"
    MARKET = "market"
    IOC = "ioc"


@dataclass
class Order:
    oid: int
    trader: str
    side: Side
    kind: OrderType
    price: int
    qty: int
    ts: int
    filled: int = 0
    active: bool = True

    @property
    def remaining(self):
        return self.qty - self.filled


class Trade(NamedTuple):
    ts: int
    price: int
    qty: int
    buyer: str
    seller: str
    aggressor: Side


@dataclass
class Candle:
    minute: int
    open: int
    high: int
    low: int
    close: int
    volume: int = 0
    trades: int = 0


@dataclass
class Account:
    position: int = 0
    cash: int = 0
    fills: int = 0
    history: list = field(default_factory=list)


class OrderBook:
    def __init__(self):
        self.bids = []
        self.asks = []
        self.orders = {}
        self.seq = 0
        self.tape = []
        self.rejected = 0
        self.cancelled = 0

    def _heap(self, side):
        return self.bids if side is Side.BUY else self.asks

    def _key(self, side, price):
        return -price if side is Side.BUY else price

    def best(self, side):
        heap = self._heap(side)
        while heap:
            key, _, oid = heap[0]
            order = self.orders[oid]
            if order.active and order.remaining > 0:
                return order
            heapq.heappop(heap)
        return None

    def crosses(self, order, resting):
        if order.kind is OrderType.MARKET:
            return True
        if order.side is Side.BUY:
            return order.price >= resting.price
        return order.price <= resting.price

    def submit(self, order):
        self.orders[order.oid] = order
        opposite = Side.SELL if order.side is Side.BUY else Side.BUY
        while order.remaining > 0:
            resting = self.best(opposite)
            if resting is None or not self.crosses(order, resting):
                break
            qty = min(order.remaining, resting.remaining)
            order.filled += qty
            resting.filled += qty
            if order.side is Side.BUY:
                buyer, seller = order.trader, resting.trader
            else:
                buyer, seller = resting.trader, order.trader
            self.tape.append(Trade(order.ts, resting.price, qty, buyer, seller, order.side))
            if resting.remaining == 0:
                resting.active = False
        if order.remaining > 0:
            if order.kind is OrderType.LIMIT:
                self.seq += 1
                heapq.heappush(self._heap(order.side),
                               (self._key(order.side, order.price), self.seq, order.oid))
            else:
                order.active = False
                if order.filled == 0:
                    self.rejected += 1
        else:
            order.active = False

    def cancel(self, oid):
        order = self.orders.get(oid)
        if order is None or not order.active:
            return False
        order.active = False
        self.cancelled += 1
        return True

    def depth(self, side, levels):
        levels_seen = defaultdict(int)
        for key, _, oid in self._heap(side):
            order = self.orders[oid]
            if order.active and order.remaining > 0:
                levels_seen[order.price] += order.remaining
        prices = sorted(levels_seen, reverse=(side is Side.BUY))
        return [(p, levels_seen[p]) for p in prices[:levels]]

    def compact(self):
        for side in (Side.BUY, Side.SELL):
            heap = self._heap(side)
            live = [e for e in heap if self.orders[e[2]].active]
            heapq.heapify(live)
            if side is Side.BUY:
                self.bids = live
            else:
                self.asks = live


def generate_flow(rng, n, traders):
    mid = 10000
    for i in range(n):
        mid += rng.choice((-2, -1, 0, 0, 1, 2))
        trader = rng.choice(traders)
        side = Side.BUY if rng.random() < 0.5 else Side.SELL
        r = rng.random()
        if r < 0.08:
            kind = OrderType.MARKET
        elif r < 0.18:
            kind = OrderType.IOC
        else:
            kind = OrderType.LIMIT
        offset = int(rng.expovariate(0.25))
        price = mid - side * offset + rng.randint(-3, 3)
        qty = rng.choice((1, 2, 5, 10, 10, 20, 50, 100))
        yield Order(i + 1, trader, side, kind, price, qty, i * 150)


def candles(tape):
    out = {}
    for t in tape:
        minute = t.ts // 60000
        c = out.get(minute)
        if c is None:
            c = out[minute] = Candle(minute, t.price, t.price, t.price, t.price)
        c.high = max(c.high, t.price)
        c.low = min(c.low, t.price)
        c.close = t.price
        c.volume += t.qty
        c.trades += 1
    return [out[m] for m in sorted(out)]


def settle(tape):
    accounts = defaultdict(Account)
    for t in tape:
        notional = t.price * t.qty
        b = accounts[t.buyer]
        s = accounts[t.seller]
        b.position += t.qty
        b.cash -= notional
        s.position -= t.qty
        s.cash += notional
        b.fills += 1
        s.fills += 1
        if len(b.history) < 50:
            b.history.append(("B", t.price, t.qty))
        if len(s.history) < 50:
            s.history.append(("S", t.price, t.qty))
    return accounts


def run_session(seed, n_orders):
    rng = random.Random(seed)
    traders = ["T%02d" % i for i in range(24)]
    book = OrderBook()
    live_ids = []
    for order in generate_flow(rng, n_orders, traders):
        book.submit(order)
        if order.active:
            live_ids.append(order.oid)
        if rng.random() < 0.3 and live_ids:
            j = rng.randrange(len(live_ids))
            live_ids[j], live_ids[-1] = live_ids[-1], live_ids[j]
            book.cancel(live_ids.pop())
        if order.oid % 2000 == 0:
            book.compact()
    return book


def report(book):
    tape = book.tape
    volume = sum(t.qty for t in tape)
    vwap_num = sum(t.price * t.qty for t in tape)
    print("trades %d volume %d rejected %d cancelled %d" % (
        len(tape), volume, book.rejected, book.cancelled))
    if volume:
        print("vwap %.3f" % (vwap_num / volume))
    by_aggr = defaultdict(int)
    for t in tape:
        by_aggr[t.aggressor.name] += t.qty
    print("aggressor volume", sorted(by_aggr.items()))
    cs = candles(tape)
    print("candles %d" % len(cs))
    for c in cs[:3] + cs[-2:]:
        print("  m%03d O %5d H %5d L %5d C %5d V %6d n %4d" % (
            c.minute, c.open, c.high, c.low, c.close, c.volume, c.trades))
    accounts = settle(tape)
    assert sum(a.position for a in accounts.values()) == 0
    assert sum(a.cash for a in accounts.values()) == 0
    ranked = sorted(accounts.items(), key=lambda kv: (-kv[1].position, kv[0]))
    for name, acct in ranked[:3] + ranked[-3:]:
        marked = acct.cash + acct.position * (tape[-1].price if tape else 0)
        print("  %s pos %6d cash %12d pnl %9d fills %d" % (
            name, acct.position, acct.cash, marked, acct.fills))
    print("bids", book.depth(Side.BUY, 5))
    print("asks", book.depth(Side.SELL, 5))
    checksum = 0
    for t in tape:
        checksum = (checksum * 31 + t.price * 7 + t.qty) % 1000000007
    print("tape checksum", checksum)


def main(n_orders=9000, sessions=3):
    for s in range(sessions):
        book = run_session(100 + s, n_orders)
        print("session", s)
        report(book)


if __name__ == "__main__":
    main()  # test: main(n_orders=600, sessions=1)

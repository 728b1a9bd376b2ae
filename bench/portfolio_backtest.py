# Benchmark (held-out style, after typical agent code): a trading-strategy backtester.
# Seeded geometric random-walk prices for several tickers feed strategies written as classes
# behind an abstract base (moving-average crossover with deque windows, RSI mean reversion,
# momentum ranking with periodic rebalancing); a broker fills market orders with commission
# and slippage, a portfolio tracks cash, positions and an equity curve; metrics are computed
# with statistics and math (returns, volatility, Sharpe, max drawdown, win rate) and printed
# as an aligned report.
import math
import random
import statistics
from abc import ABC, abstractmethod
from collections import deque, defaultdict
from dataclasses import dataclass


@dataclass
class Fill:
    day: int
    ticker: str
    qty: int
    price: float
    fee: float


class Portfolio:
    def __init__(self, cash):
        self.cash = cash
        self.positions = defaultdict(int)
        self.cost = defaultdict(float)
        self.fills = []
        self.closed = []

    def value(self, prices):
        return self.cash + sum(q * prices[t] for t, q in self.positions.items())

    def execute(self, day, ticker, qty, price, fee_rate=0.0005, slip=0.0002):
        px = price * (1 + slip if qty > 0 else 1 - slip)
        fee = abs(qty) * px * fee_rate
        held = self.positions[ticker]
        if qty < 0 and held > 0:
            avg = self.cost[ticker] / held
            sold = min(-qty, held)
            self.closed.append((px - avg) * sold - fee)
            self.cost[ticker] -= avg * sold
        elif qty > 0:
            self.cost[ticker] += px * qty
        self.positions[ticker] = held + qty
        if self.positions[ticker] == 0:
            del self.positions[ticker]
            self.cost.pop(ticker, None)
        self.cash -= qty * px + fee
        self.fills.append(Fill(day, ticker, qty, px, fee))


class Strategy(ABC):
    name = "base"

    def __init__(self, tickers):
        self.tickers = tickers

    @abstractmethod
    def on_bar(self, day, prices, portfolio):
        """Returns a dict ticker -> target quantity."""

    def orders(self, day, prices, portfolio):
        targets = self.on_bar(day, prices, portfolio)
        for t, target in sorted(targets.items()):
            diff = target - portfolio.positions.get(t, 0)
            if diff:
                yield t, diff


class Crossover(Strategy):
    name = "sma-cross"

    def __init__(self, tickers, fast=10, slow=40):
        super().__init__(tickers)
        self.fast = {t: deque(maxlen=fast) for t in tickers}
        self.slow = {t: deque(maxlen=slow) for t in tickers}

    def on_bar(self, day, prices, portfolio):
        targets = {}
        budget = portfolio.value(prices) / len(self.tickers)
        for t in self.tickers:
            self.fast[t].append(prices[t])
            self.slow[t].append(prices[t])
            if len(self.slow[t]) < self.slow[t].maxlen:
                continue
            f = sum(self.fast[t]) / len(self.fast[t])
            s = sum(self.slow[t]) / len(self.slow[t])
            targets[t] = int(budget * 0.9 // prices[t]) if f > s else 0
        return targets


class RSIReversion(Strategy):
    name = "rsi"

    def __init__(self, tickers, period=14):
        super().__init__(tickers)
        self.period = period
        self.last = {}
        self.gains = {t: deque(maxlen=period) for t in tickers}
        self.losses = {t: deque(maxlen=period) for t in tickers}

    def rsi(self, t):
        g = sum(self.gains[t]) / self.period
        l = sum(self.losses[t]) / self.period
        return 100.0 if l == 0 else 100 - 100 / (1 + g / l)

    def on_bar(self, day, prices, portfolio):
        targets = {}
        for t in self.tickers:
            p = prices[t]
            if t in self.last:
                ch = p - self.last[t]
                self.gains[t].append(max(ch, 0.0))
                self.losses[t].append(max(-ch, 0.0))
            self.last[t] = p
            if len(self.gains[t]) == self.period:
                r = self.rsi(t)
                if r < 30:
                    targets[t] = int(portfolio.cash * 0.2 // p) + portfolio.positions.get(t, 0)
                elif r > 70:
                    targets[t] = 0
        return targets


class Momentum(Strategy):
    name = "momentum"

    def __init__(self, tickers, lookback=60, top=2, every=20):
        super().__init__(tickers)
        self.history = {t: deque(maxlen=lookback + 1) for t in tickers}
        self.top = top
        self.every = every

    def on_bar(self, day, prices, portfolio):
        for t in self.tickers:
            self.history[t].append(prices[t])
        h = self.history[self.tickers[0]]
        if len(h) < h.maxlen or day % self.every:
            return {}
        ranked = sorted(self.tickers, key=lambda t: self.history[t][-1] / self.history[t][0], reverse=True)
        winners = set(ranked[: self.top])
        budget = portfolio.value(prices) * 0.95 / self.top
        return {t: (int(budget // prices[t]) if t in winners else 0) for t in self.tickers}


def price_paths(rng, tickers, days):
    params = {t: (rng.uniform(-0.0002, 0.0008), rng.uniform(0.01, 0.03)) for t in tickers}
    price = {t: rng.uniform(20, 300) for t in tickers}
    out = []
    for _ in range(days):
        for t in tickers:
            mu, sigma = params[t]
            price[t] *= math.exp(mu - sigma * sigma / 2 + sigma * rng.gauss(0, 1))
        out.append(dict(price))
    return out


def metrics(curve, closed):
    rets = [b / a - 1 for a, b in zip(curve, curve[1:])]
    vol = statistics.pstdev(rets) * math.sqrt(252)
    mean = statistics.fmean(rets) * 252
    peak, mdd = curve[0], 0.0
    for v in curve:
        peak = max(peak, v)
        mdd = max(mdd, 1 - v / peak)
    wins = sum(1 for p in closed if p > 0)
    return {
        "total": curve[-1] / curve[0] - 1,
        "cagr": (curve[-1] / curve[0]) ** (252 / len(curve)) - 1,
        "vol": vol,
        "sharpe": mean / vol if vol else 0.0,
        "mdd": mdd,
        "trades": len(closed),
        "win": wins / len(closed) if closed else 0.0,
    }


def backtest(strategy, paths):
    pf = Portfolio(100_000.0)
    curve = []
    for day, prices in enumerate(paths):
        for t, qty in strategy.orders(day, prices, pf):
            if qty > 0 and qty * prices[t] > pf.cash:
                qty = int(pf.cash // (prices[t] * 1.001))
                if qty <= 0:
                    continue
            pf.execute(day, t, qty, prices[t])
        curve.append(pf.value(prices))
    return pf, curve


def main(days=2500, n_tickers=8, seeds=3):
    tickers = [f"T{i:02d}" for i in range(n_tickers)]
    rows = []
    for seed in range(seeds):
        rng = random.Random(1000 + seed)
        paths = price_paths(rng, tickers, days)
        for cls in (Crossover, RSIReversion, Momentum):
            strat = cls(tickers)
            pf, curve = backtest(strat, paths)
            m = metrics(curve, pf.closed)
            fees = sum(f.fee for f in pf.fills)
            rows.append((seed, strat.name, m, len(pf.fills), fees))
    print(f"{'seed':>4} {'strategy':<10} {'total':>8} {'cagr':>7} {'vol':>6} {'sharpe':>7} "
          f"{'mdd':>6} {'trades':>6} {'win':>6} {'fills':>6} {'fees':>9}")
    for seed, name, m, nf, fees in rows:
        print(f"{seed:>4} {name:<10} {m['total']:>8.2%} {m['cagr']:>7.2%} {m['vol']:>6.2%} "
              f"{m['sharpe']:>7.3f} {m['mdd']:>6.2%} {m['trades']:>6} {m['win']:>6.1%} {nf:>6} {fees:>9,.2f}")
    best = max(rows, key=lambda r: r[2]["sharpe"])
    print("best:", best[0], best[1], round(best[2]["sharpe"], 4))


if __name__ == "__main__":
    main()  # test: main(days=200, n_tickers=4, seeds=1)

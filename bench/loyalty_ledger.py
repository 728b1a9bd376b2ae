# Benchmark (held-out style, after typical agent code): a loyalty-points ledger. Members earn
# points on purchases with tier multipliers and category promotions, redeem rewards, transfer
# to family accounts and lose points that expire after a year; each account keeps FIFO lots
# in a deque so redemptions consume the oldest points first; every change is an immutable
# transaction record (a frozen dataclass with __slots__) appended to a journal; tiers are
# recomputed from a rolling 365-day spend with properties; insufficient balances raise a
# custom exception. Balances are then rebuilt from the journal and checked.
import random
from collections import deque, defaultdict, Counter
from dataclasses import dataclass
from enum import Enum
from itertools import groupby
from operator import attrgetter


class Tier(Enum):
    BASIC = (0, 1.0)
    SILVER = (1000, 1.25)
    GOLD = (5000, 1.5)
    PLATINUM = (15000, 2.0)

    def __init__(self, threshold, multiplier):
        self.threshold = threshold
        self.multiplier = multiplier


PROMOS = {"grocery": 2, "fuel": 3, "travel": 1, "dining": 2, "electronics": 1, "pharmacy": 1}
REWARDS = [("coffee", 250), ("movie", 900), ("giftcard25", 2500), ("flight", 12000), ("spa", 6000)]


class InsufficientPoints(Exception):
    def __init__(self, member, wanted, available):
        super().__init__(f"member {member} wants {wanted} but has {available}")
        self.wanted = wanted
        self.available = available


@dataclass(frozen=True, slots=True)
class Txn:
    seq: int
    day: int
    member: int
    kind: str
    points: int
    note: str = ""


class Account:
    __slots__ = ("mid", "lots", "spend", "family", "redeemed", "expired")

    def __init__(self, mid):
        self.mid = mid
        self.lots = deque()
        self.spend = deque()
        self.family = None
        self.redeemed = 0
        self.expired = 0

    @property
    def balance(self):
        return sum(p for _, p in self.lots)

    def rolling_spend(self, today):
        while self.spend and self.spend[0][0] <= today - 365:
            self.spend.popleft()
        return sum(a for _, a in self.spend)

    def tier(self, today):
        spend = self.rolling_spend(today)
        best = Tier.BASIC
        for t in Tier:
            if spend >= t.threshold:
                best = t
        return best

    def take(self, points):
        if points > self.balance:
            raise InsufficientPoints(self.mid, points, self.balance)
        left = points
        while left:
            day, p = self.lots[0]
            if p <= left:
                self.lots.popleft()
                left -= p
            else:
                self.lots[0] = (day, p - left)
                left = 0


class Ledger:
    def __init__(self):
        self.accounts = {}
        self.journal = []

    def record(self, day, member, kind, points, note=""):
        txn = Txn(len(self.journal), day, member, kind, points, note)
        self.journal.append(txn)
        return txn

    def account(self, mid):
        acct = self.accounts.get(mid)
        if acct is None:
            acct = self.accounts[mid] = Account(mid)
        return acct

    def earn(self, day, mid, amount, category):
        acct = self.account(mid)
        tier = acct.tier(day)
        pts = int(amount * tier.multiplier * PROMOS.get(category, 1))
        acct.spend.append((day, amount))
        acct.lots.append((day, pts))
        self.record(day, mid, "earn", pts, f"{category}:{tier.name}")

    def redeem(self, day, mid, reward, cost):
        acct = self.account(mid)
        acct.take(cost)
        acct.redeemed += cost
        self.record(day, mid, "redeem", -cost, reward)

    def transfer(self, day, src, dst, points):
        a, b = self.account(src), self.account(dst)
        a.take(points)
        b.lots.append((day, points))
        self.record(day, src, "transfer_out", -points, str(dst))
        self.record(day, dst, "transfer_in", points, str(src))

    def expire(self, day):
        for mid in sorted(self.accounts):
            acct = self.accounts[mid]
            gone = 0
            while acct.lots and acct.lots[0][0] <= day - 365:
                gone += acct.lots.popleft()[1]
            if gone:
                acct.expired += gone
                self.record(day, mid, "expire", -gone)


def main(members=400, days=730, seed=12):
    rng = random.Random(seed)
    ledger = Ledger()
    for m in range(members):
        if m % 10 == 9:
            ledger.account(m).family = m - 1
    failures = Counter()
    for day in range(days):
        for _ in range(rng.randint(15, 35)):
            mid = rng.randrange(members)
            r = rng.random()
            if r < 0.8:
                ledger.earn(day, mid, round(rng.expovariate(1 / 60), 2), rng.choice(list(PROMOS)))
            elif r < 0.95:
                reward, cost = rng.choice(REWARDS)
                try:
                    ledger.redeem(day, mid, reward, cost)
                except InsufficientPoints as e:
                    failures[reward] += 1
                    if e.available > 250:
                        ledger.redeem(day, mid, "coffee", 250)
            else:
                acct = ledger.account(mid)
                if acct.family is not None:
                    try:
                        ledger.transfer(day, mid, acct.family, rng.choice((100, 500, 1000)))
                    except InsufficientPoints:
                        failures["transfer"] += 1
        if day % 30 == 29:
            ledger.expire(day)
    today = days - 1
    tiers = Counter(a.tier(today).name for a in ledger.accounts.values())
    print("members", len(ledger.accounts), "journal", len(ledger.journal), "tiers", sorted(tiers.items()))
    print("failures", sorted(failures.items()))
    by_kind = {k: sum(t.points for t in g) for k, g in
               groupby(sorted(ledger.journal, key=attrgetter("kind")), key=attrgetter("kind"))}
    print("by kind", by_kind)
    rebuilt = defaultdict(int)
    for t in ledger.journal:
        rebuilt[t.member] += t.points
    bad = [m for m, a in ledger.accounts.items() if a.balance != rebuilt[m]]
    print("mismatched balances", len(bad), "outstanding", sum(a.balance for a in ledger.accounts.values()))
    top = sorted(ledger.accounts.values(), key=lambda a: (-a.balance, a.mid))[:5]
    for a in top:
        print(f"  member {a.mid:4d} balance {a.balance:7d} redeemed {a.redeemed:6d} expired {a.expired:6d} "
              f"tier {a.tier(today).name}")
    promos = Counter(t.note.split(":")[0] for t in ledger.journal if t.kind == "earn")
    print("categories", promos.most_common(3))
    monthly = Counter(t.day // 30 for t in ledger.journal if t.kind == "redeem")
    print("busiest redemption months", sorted(monthly.most_common(3)))
    try:
        ledger.journal[0].points = 0
    except AttributeError as e:
        print("immutable:", type(e).__name__)


if __name__ == "__main__":
    main()  # test: main(members=40, days=60)

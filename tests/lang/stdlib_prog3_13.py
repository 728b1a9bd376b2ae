from collections import defaultdict

class InsufficientFunds(Exception):
    def __init__(self, acct, need):
        super().__init__(f"{acct}: short by {need}")
        self.acct = acct

class Ledger:
    def __init__(self):
        self.bal = defaultdict(int)
        self.history = []
    def deposit(self, acct, cents):
        if cents <= 0:
            raise ValueError("deposit must be positive")
        self.bal[acct] += cents
        self.history.append(("dep", acct, cents))
    def transfer(self, a, b, cents):
        if self.bal[a] < cents:
            raise InsufficientFunds(a, cents - self.bal[a])
        self.bal[a] -= cents
        self.bal[b] += cents
        self.history.append(("xfer", a, b, cents))

def fmt(c):
    sign = "-" if c < 0 else ""
    return f"{sign}${abs(c) // 100:,}.{abs(c) % 100:02d}"

L = Ledger()
L.deposit("alice", 150000)
L.deposit("bob", 2550)
for a, b, amt in [("alice", "bob", 12345), ("bob", "carol", 99999), ("bob", "carol", 500)]:
    try:
        L.transfer(a, b, amt)
    except InsufficientFunds as e:
        print("refused:", e, e.acct)
try:
    L.deposit("x", 0)
except ValueError as e:
    print(type(e).__name__, e)
for k in sorted(L.bal):
    print(f"{k:>6}: {fmt(L.bal[k]):>12}")
print(len(L.history), L.history[-1], sum(L.bal.values()) == 152550)

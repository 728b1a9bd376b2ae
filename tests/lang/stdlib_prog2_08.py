from dataclasses import dataclass, field, asdict, replace
from typing import List, Optional
import json


class InsufficientFunds(Exception):
    def __init__(self, needed: float, available: float):
        super().__init__(f"need {needed:.2f}, have {available:.2f}")
        self.needed = needed
        self.available = available


@dataclass
class Transaction:
    kind: str
    amount: float
    note: Optional[str] = None


@dataclass
class Account:
    owner: str
    balance: float = 0.0
    history: List[Transaction] = field(default_factory=list)

    def deposit(self, amount: float, note: Optional[str] = None) -> None:
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(Transaction("deposit", amount, note))

    def withdraw(self, amount: float) -> None:
        if amount > self.balance:
            raise InsufficientFunds(amount, self.balance)
        self.balance -= amount
        self.history.append(Transaction("withdraw", amount))


acct = Account("dana")
acct.deposit(100, "salary")
acct.withdraw(30.5)
try:
    acct.withdraw(500)
except InsufficientFunds as e:
    print("failed:", e, e.needed)
try:
    acct.deposit(-5)
except ValueError as e:
    print("failed:", e)

print(acct)
d = asdict(acct)
print(json.dumps(d, indent=2))
clone = replace(acct, owner="eve")
print(clone.owner, clone.balance, clone.history is acct.history)
print(acct == Account("dana", 69.5, list(acct.history)))

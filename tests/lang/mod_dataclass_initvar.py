# dataclasses.InitVar: an __init__-only parameter handed to __post_init__, not a field.
from dataclasses import dataclass, field, fields, asdict, astuple, replace, InitVar
import dataclasses
from typing import List


@dataclass
class Account:
    owner: str
    start: InitVar[int] = 0
    bonus: dataclasses.InitVar[int] = 5
    history: List[int] = field(default_factory=list)
    balance: int = field(init=False, default=0)

    def __post_init__(self, start, bonus):
        self.balance = start + bonus
        self.history.append(self.balance)


a = Account("ann", 100)
print(a, [f.name for f in fields(a)], asdict(a), astuple(a))
print(Account("bo", bonus=1), Account("cy", 1, 2) == Account("cy", 1, 2), Account("x", 1) == Account("x", 2))
print(replace(a, owner="zed", start=7), Account.start, Account.bonus)
try:
    Account()
except TypeError as e:
    print("TypeError", e)


@dataclass
class Child(Account):
    note: str = ""


print(Child("kid", 3, note="hi"))


@dataclass
class Plain:
    x: int
    scale: InitVar[float]

    def __post_init__(self, scale):
        self.x = int(self.x * scale)


print(Plain(10, 1.5), len(fields(Plain)))

from dataclasses import dataclass, field
from functools import total_ordering
from typing import List


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0

    @classmethod
    def parse(cls, s: str) -> "Version":
        parts = [int(p) for p in s.split(".")]
        return cls(*parts)

    def __str__(self) -> str:
        return f"{self.major}.{self.minor}.{self.patch}"


versions = [Version.parse(s) for s in ["1.2.3", "1.10.0", "1.2", "0.9.9", "2"]]
print(sorted(versions))
print(max(versions), min(versions))
print(Version(1, 2) < Version(1, 2, 1), Version(1) == Version(1, 0, 0))


@total_ordering
class Money:
    def __init__(self, cents: int):
        self.cents = cents

    def __eq__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return self.cents == other.cents

    def __lt__(self, other):
        return self.cents < other.cents

    def __repr__(self):
        return f"${self.cents / 100:.2f}"


prices = [Money(500), Money(199), Money(1250)]
print(sorted(prices), Money(5) >= Money(5), Money(6) > Money(5), Money(1) <= Money(0))


@dataclass
class Config:
    name: str
    retries: int = 3
    hosts: List[str] = field(default_factory=lambda: ["localhost"])
    secret: str = field(default="", repr=False)


print(Config("a"), Config("b", 5, ["x"], "pw"))
print(Config("a") == Config("a"), Config("a").hosts is Config("a").hosts)
try:
    Config()
except TypeError as e:
    print("TypeError:", e)

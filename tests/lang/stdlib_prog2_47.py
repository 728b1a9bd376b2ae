from dataclasses import dataclass, field, InitVar, fields, asdict
from typing import List, Optional, ClassVar
import re


@dataclass
class Email:
    address: str
    domain: str = field(init=False)
    VALID: ClassVar[re.Pattern] = re.compile(r"^[^@\s]+@([^@\s]+\.[a-z]{2,})$")

    def __post_init__(self):
        m = self.VALID.match(self.address)
        if not m:
            raise ValueError(f"invalid email: {self.address!r}")
        self.domain = m.group(1)


@dataclass
class Person:
    first: str
    last: str
    emails: List[Email] = field(default_factory=list)
    nickname: Optional[str] = None
    upper: InitVar[bool] = False

    def __post_init__(self, upper: bool):
        if upper:
            self.first = self.first.upper()
            self.last = self.last.upper()

    @property
    def full(self) -> str:
        return f"{self.first} {self.last}"


p = Person("ada", "lovelace", [Email("ada@math.org")], upper=True)
print(p)
print(p.full, p.emails[0].domain)
print([f.name for f in fields(p)])
print(asdict(p))
for addr in ["x@y.io", "broken", "a@b.c"]:
    try:
        print(Email(addr))
    except ValueError as e:
        print(e)
print(Person("a", "b") == Person("a", "b", []), Person("a", "b") != Person("a", "c"))

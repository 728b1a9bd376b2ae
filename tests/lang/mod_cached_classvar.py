# functools.cached_property (computed once per instance, assignable, deletable) and
# dataclass fields annotated ClassVar (class attributes, not fields).
import typing
from dataclasses import dataclass, field, fields, asdict
from functools import cached_property
from typing import ClassVar, List


class Report:
    def __init__(self, rows):
        self.rows = rows
        self.calls = 0

    @cached_property
    def total(self):
        self.calls += 1
        return sum(self.rows)


r = Report([1, 2, 3])
print(r.total, r.total, r.calls)
r.rows.append(10)
print(r.total, r.calls)
del r.total
print(r.total, r.calls)
r.total = 99
print(r.total, r.calls)
r2 = Report([5])
print(r2.total, r2.calls, r.total)
try:
    del r2.total
    del r2.total
except AttributeError as e:
    print("AttributeError", e)


@dataclass
class Config:
    name: str
    LIMIT: ClassVar[int] = 10
    registry: typing.ClassVar[List[str]] = []
    tags: List[str] = field(default_factory=list)
    retries: int = 3

    def register(self):
        Config.registry.append(self.name)
        return len(Config.registry) <= Config.LIMIT


c = Config("a", ["x"])
print(c, [f.name for f in fields(c)], asdict(c), c.register(), Config.registry, Config.LIMIT)
try:
    Config("b", [], 1, 2)
except TypeError as e:
    print("TypeError", e)

# dataclasses Field.type is the class's annotation of the field (metadata kept beside it).
from dataclasses import dataclass, field, fields, InitVar
from typing import List, Optional, ClassVar


@dataclass
class Base:
    a: int
    b: "str" = "x"


@dataclass
class Item(Base):
    tags: List[str] = field(default_factory=list, metadata={"doc": "tags"})
    parent: Optional["Item"] = None
    count: ClassVar[int] = 0
    scale: InitVar[float] = 1.0

    def __post_init__(self, scale):
        self.a = int(self.a * scale)


for f in fields(Item):
    print(f.name, f.type, dict(f.metadata))
print(field().type, dict(field(metadata={"k": 1}).metadata))
print(Item(2, scale=3.0))
print([f.type.__name__ for f in fields(Base) if isinstance(f.type, type)])

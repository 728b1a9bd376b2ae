from dataclasses import dataclass, field, asdict
from typing import List, Optional
import json

@dataclass
class Item:
    name: str
    price: float
    qty: int = 0
    tags: List[str] = field(default_factory=list)

    @property
    def value(self) -> float:
        return self.price * self.qty

@dataclass(order=True)
class Version:
    major: int
    minor: int
    patch: int = 0

@dataclass(frozen=True)
class Point:
    x: int
    y: int

def find(items: List[Item], name: str) -> Optional[Item]:
    for it in items:
        if it.name == name:
            return it
    return None

def main():
    items = [Item("bolt", 0.25, 100, ["metal"]), Item("nut", 0.1, 250), Item("gear", 4.5, 3, ["metal", "big"])]
    print(items[0])
    print(sum(i.value for i in items))
    print(find(items, "nut"), find(items, "cog"))
    print(json.dumps([asdict(i) for i in items]))
    vs = [Version(1, 2, 3), Version(1, 0), Version(0, 9, 9)]
    print(sorted(vs))
    print(Version(1, 2) == Version(1, 2, 0), Version(1, 2) < Version(1, 3))
    p = Point(1, 2)
    print(p, hash(p) == hash(Point(1, 2)))
    try:
        p.x = 5
    except Exception as e:
        print(type(e).__name__, e)
    print({Point(0, 0): "origin"}[Point(0, 0)])

main()

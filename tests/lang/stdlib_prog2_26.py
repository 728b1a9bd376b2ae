import json
from dataclasses import dataclass, field, fields, asdict, astuple
from typing import List


@dataclass(frozen=True)
class Product:
    sku: str
    name: str
    price: float
    tags: tuple = ()


@dataclass
class Catalog:
    products: List[Product] = field(default_factory=list)

    def to_json(self) -> str:
        return json.dumps(asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> "Catalog":
        data = json.loads(text)
        return cls([Product(**{**p, "tags": tuple(p["tags"])}) for p in data["products"]])


cat = Catalog([Product("A1", "Widget", 9.99, ("tools",)), Product("B2", "Gadget", 24.5)])
s = cat.to_json()
print(s)
back = Catalog.from_json(s)
print(back == cat)
print(back.products[0])
print([f.name for f in fields(Product)])
print(astuple(cat.products[0]))
p = cat.products[1]
try:
    p.price = 1.0
except Exception as e:
    print(type(e).__name__, e)
print(hash(p) == hash(Product("B2", "Gadget", 24.5)))
print({p: "in stock"}[Product("B2", "Gadget", 24.5)])

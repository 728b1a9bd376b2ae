# A dataclass without a docstring gets CPython's generated __doc__: its name and its
# __init__ signature (inspect.formatannotation of each type, defaults' reprs, <factory>, the
# keyword-only ones after *); one with a docstring keeps it.
from dataclasses import dataclass, field, KW_ONLY, InitVar
from typing import Optional, List, Dict
@dataclass
class A:
    x: int
    y: str = "a"
@dataclass
class B:
    """Bee."""
    x: int
@dataclass
class Item:
    name: str
    tags: list[str] = field(default_factory=list)
    maybe: Optional[int] = None
    many: List[Dict[str, int]] = field(default_factory=list)
    hidden: int = field(default=0, init=False)
@dataclass
class Order:
    item: Item
    qty: float = 1.5
    _: KW_ONLY
    note: str = ""
@dataclass(frozen=True, order=True)
class P:
    x: int = 0
    y: int = 0
@dataclass
class Empty:
    pass
@dataclass
class Sub(A):
    z: bool = False
@dataclass(kw_only=True)
class K:
    a: int
    b: "int" = 2
@dataclass
class IV:
    a: int
    scale: InitVar[int] = 1
    def __post_init__(self, scale):
        self.a *= scale
for c in (A, B, Item, Order, P, Empty, Sub, K, IV):
    print(c.__doc__)
print(A(1).__doc__)

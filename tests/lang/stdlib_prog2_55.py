from enum import Enum
from typing import Dict, Tuple
import math
import re


class Unit(Enum):
    M = ("m", 1.0)
    KM = ("km", 1000.0)
    MI = ("mi", 1609.344)
    FT = ("ft", 0.3048)

    def __init__(self, symbol: str, factor: float):
        self.symbol = symbol
        self.factor = factor

    @classmethod
    def lookup(cls, sym: str) -> "Unit":
        for u in cls:
            if u.symbol == sym:
                return u
        raise KeyError(sym)


def convert(value: float, src: Unit, dst: Unit) -> float:
    return value * src.factor / dst.factor


QUERY = re.compile(r"^\s*([\d.]+)\s*(\w+)\s+(?:to|in)\s+(\w+)\s*$")
for q in ["5 km to mi", "26.2 mi in km", "1000 ft to m", "3 parsecs to m", "bad query"]:
    m = QUERY.match(q)
    if not m:
        print(f"{q!r}: cannot parse")
        continue
    try:
        v = float(m.group(1))
        src, dst = Unit.lookup(m.group(2)), Unit.lookup(m.group(3))
        print(f"{v} {src.symbol} = {convert(v, src, dst):.4f} {dst.symbol}")
    except KeyError as e:
        print(f"{q!r}: unknown unit {e}")
print(Unit.KM, Unit.KM.value, Unit.MI.factor)
print(math.isclose(convert(1, Unit.MI, Unit.FT), 5280))
print([u.name for u in Unit])

# Benchmark (held-out style, after typical agent code): a unit-aware calculator. Quantities
# carry a magnitude and a dimension vector (a frozen dataclass with a tuple of exponents over
# SI base units); operator overloading (__add__/__sub__/__mul__/__truediv__/__pow__/__neg__,
# __eq__ with math.isclose, __lt__ via functools.total_ordering, __format__ for unit-aware
# output); a unit table with prefixes parsed from strings like "km/h", "kg*m/s^2", "mi";
# expressions such as "3 km + 250 m in ft" tokenized with re and evaluated by a shunting-yard
# parser; DimensionError for incompatible units; conversions printed with format specs.
from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass
from functools import total_ordering
from typing import Dict, List, Tuple, Union

BASE = ("m", "kg", "s", "A", "K")


class DimensionError(TypeError):
    pass


class UnitSyntaxError(ValueError):
    pass


@dataclass(frozen=True)
class Dim:
    exps: Tuple[int, ...] = (0, 0, 0, 0, 0)

    def __mul__(self, other: "Dim") -> "Dim":
        return Dim(tuple(a + b for a, b in zip(self.exps, other.exps)))

    def __truediv__(self, other: "Dim") -> "Dim":
        return Dim(tuple(a - b for a, b in zip(self.exps, other.exps)))

    def __pow__(self, n: int) -> "Dim":
        return Dim(tuple(a * n for a in self.exps))

    def __str__(self) -> str:
        parts = []
        for name, e in zip(BASE, self.exps):
            if e == 1:
                parts.append(name)
            elif e:
                parts.append(f"{name}^{e}")
        return "*".join(parts) or "1"


DIMENSIONLESS = Dim()


@total_ordering
class Quantity:
    __slots__ = ("value", "dim")

    def __init__(self, value: float, dim: Dim = DIMENSIONLESS) -> None:
        self.value = float(value)
        self.dim = dim

    def _check(self, other: "Quantity", op: str) -> None:
        if self.dim != other.dim:
            raise DimensionError(f"cannot {op} [{self.dim}] and [{other.dim}]")

    def __add__(self, other: "Quantity") -> "Quantity":
        self._check(other, "add")
        return Quantity(self.value + other.value, self.dim)

    def __sub__(self, other: "Quantity") -> "Quantity":
        self._check(other, "subtract")
        return Quantity(self.value - other.value, self.dim)

    def __mul__(self, other: Union["Quantity", float]) -> "Quantity":
        if isinstance(other, Quantity):
            return Quantity(self.value * other.value, self.dim * other.dim)
        return Quantity(self.value * other, self.dim)

    __rmul__ = __mul__

    def __truediv__(self, other: Union["Quantity", float]) -> "Quantity":
        if isinstance(other, Quantity):
            if other.value == 0:
                raise ZeroDivisionError("division by a zero quantity")
            return Quantity(self.value / other.value, self.dim / other.dim)
        return Quantity(self.value / other, self.dim)

    def __pow__(self, n: int) -> "Quantity":
        return Quantity(self.value ** n, self.dim ** n)

    def __neg__(self) -> "Quantity":
        return Quantity(-self.value, self.dim)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Quantity):
            return NotImplemented
        return self.dim == other.dim and math.isclose(self.value, other.value, rel_tol=1e-9)

    def __lt__(self, other: "Quantity") -> bool:
        self._check(other, "compare")
        return self.value < other.value

    def __hash__(self) -> int:
        return hash((round(self.value, 6), self.dim))

    def to(self, unit: "Quantity") -> float:
        self._check(unit, "convert")
        return self.value / unit.value

    def __format__(self, spec: str) -> str:
        return f"{format(self.value, spec)} [{self.dim}]"

    def __repr__(self) -> str:
        return f"Quantity({self.value!r}, {self.dim})"


def _base(i: int) -> Dim:
    exps = [0] * len(BASE)
    exps[i] = 1
    return Dim(tuple(exps))


M, KG, S, A, K = (_base(i) for i in range(len(BASE)))

UNITS: Dict[str, Quantity] = {
    "m": Quantity(1, M), "g": Quantity(1e-3, KG), "s": Quantity(1, S), "A": Quantity(1, A),
    "K": Quantity(1, K), "min": Quantity(60, S), "h": Quantity(3600, S),
    "ft": Quantity(0.3048, M), "in": Quantity(0.0254, M), "mi": Quantity(1609.344, M),
    "lb": Quantity(0.45359237, KG), "N": Quantity(1, KG * M / S ** 2),
    "J": Quantity(1, KG * M ** 2 / S ** 2), "W": Quantity(1, KG * M ** 2 / S ** 3),
    "L": Quantity(1e-3, M ** 3), "Hz": Quantity(1, S ** -1), "V": Quantity(1, KG * M ** 2 / (S ** 3 * A)),
}
PREFIXES = {"k": 1e3, "M": 1e6, "m": 1e-3, "c": 1e-2, "u": 1e-6, "G": 1e9}


def lookup_unit(name: str) -> Quantity:
    if name in UNITS:
        return UNITS[name]
    if len(name) > 1 and name[0] in PREFIXES and name[1:] in UNITS:
        return UNITS[name[1:]] * PREFIXES[name[0]]
    raise UnitSyntaxError(f"unknown unit {name!r}")


UNIT_TERM = re.compile(r"([A-Za-z]+)(?:\^(-?\d+))?")


def parse_unit(text: str) -> Quantity:
    result = Quantity(1)
    for i, group in enumerate(text.split("/")):
        for term in group.split("*"):
            m = UNIT_TERM.fullmatch(term.strip())
            if not m:
                raise UnitSyntaxError(f"bad unit term {term!r}")
            q = lookup_unit(m.group(1)) ** int(m.group(2) or 1)
            result = result * q if i == 0 else result / q
    return result


TOKEN = re.compile(r"\s*(?:(\d+(?:\.\d*)?(?:e-?\d+)?)|([A-Za-z]+(?:\^-?\d+)?(?:[*/][A-Za-z]+(?:\^-?\d+)?)*)|(.))")
PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2}


def tokenize(expr: str) -> List[Union[str, Quantity]]:
    out: List[Union[str, Quantity]] = []
    for num, unit, op in TOKEN.findall(expr):
        if num:
            out.append(Quantity(float(num)))
        elif unit:
            q = parse_unit(unit)
            if out and isinstance(out[-1], Quantity):
                out[-1] = out[-1] * q
            else:
                out.append(q)
        elif op.strip():
            if op not in "+-*/()":
                raise UnitSyntaxError(f"unexpected {op!r}")
            out.append(op)
    return out


def evaluate(expr: str) -> Quantity:
    output: List[Quantity] = []
    ops: List[str] = []

    def reduce_top() -> None:
        op = ops.pop()
        if len(output) < 2:
            raise UnitSyntaxError(f"missing operand for {op!r}")
        b, a = output.pop(), output.pop()
        output.append({"+": a.__add__, "-": a.__sub__, "*": a.__mul__, "/": a.__truediv__}[op](b))

    for tok in tokenize(expr):
        if isinstance(tok, Quantity):
            output.append(tok)
        elif tok == "(":
            ops.append(tok)
        elif tok == ")":
            while ops and ops[-1] != "(":
                reduce_top()
            if not ops:
                raise UnitSyntaxError("unbalanced ')'")
            ops.pop()
        else:
            while ops and ops[-1] != "(" and PRECEDENCE[ops[-1]] >= PRECEDENCE[tok]:
                reduce_top()
            ops.append(tok)
    while ops:
        if ops[-1] == "(":
            raise UnitSyntaxError("unbalanced '('")
        reduce_top()
    if len(output) != 1:
        raise UnitSyntaxError("malformed expression")
    return output[0]


def convert(query: str) -> str:
    expr, _, target = query.partition(" in ")
    q = evaluate(expr)
    if not target:
        return f"{q:.6g}"
    return f"{q.to(parse_unit(target.strip())):.6g} {target.strip()}"


FIXED = [
    "3 km + 250 m in ft", "60 mi/h in km/h", "2 h + 30 min in s", "9.81 kg*m/s^2 in N",
    "1 kW * 3 h in J", "5 L in cm^3", "(3 m + 4 m) * 2 m in m^2", "100 W / 5 A in V",
    "12 in * 3 in", "1 / 50 Hz in ms", "3 m + 2 s", "5 furlong", "2 * (3 m", "4 m ^ 2",
]


def main(n_random: int) -> None:
    for query in FIXED:
        try:
            print(f"{query:<28} = {convert(query)}")
        except (DimensionError, UnitSyntaxError) as exc:
            print(f"{query:<28} ! {type(exc).__name__}: {exc}")
    rng = random.Random(17)
    lengths = ["m", "km", "ft", "in", "mi", "cm"]
    times = ["s", "min", "h", "ms"]
    total = Quantity(0, M / S)
    errors = 0
    seen = set()
    for i in range(n_random):
        a, b = rng.choice(lengths), rng.choice(lengths)
        t = rng.choice(times)
        expr = f"{rng.randint(1, 500)} {a} + {rng.randint(1, 500)} {b}"
        if i % 3 == 0:
            expr = f"({expr}) / {rng.randint(1, 60)} {t}"
        elif i % 11 == 0:
            expr += f" * {rng.randint(2, 5)} {t}"
        try:
            q = evaluate(expr)
            if q.dim == total.dim:
                total = total + q
            seen.add(q)
        except DimensionError:
            errors += 1
    print(f"random={n_random} errors={errors} distinct={len(seen)} speed_sum={total:.4f}")
    speeds = sorted(q for q in seen if q.dim == M / S)
    print(f"slowest={speeds[0]:.5f} fastest={speeds[-1]:.3f} median={speeds[len(speeds) // 2]:.4f}")
    print(repr(evaluate("1 km / 1 h")), str(M ** 2 / S), Quantity(1, M) < Quantity(2, M))


if __name__ == "__main__":
    main(n_random=12_000)  # test: main(n_random=600)

# get_type_hints evaluates calls and arithmetic inside string annotations, as CPython's eval
# does: len('abc'), N + 1, -N * 2, 7 // 2 % 3, Literal[-1], Annotated[int, N * 2].
from typing import get_type_hints, Literal, Annotated, List
import typing

N = 3


def width(n):
    return n * 10


def k(a: "len('abc')", b: "N + 1", c: "-N * 2", d: "7 // 2 % 3", e: "(N - 1) / 4"):
    pass


print(get_type_hints(k))


def lit(a: "Literal['x', -1]", b: "Annotated[int, N * 2]", c: "List[int]"):
    pass


print(get_type_hints(lit))
print(get_type_hints(lit, include_extras=True))


class Row:
    size: "width(N) - 1"
    name: "typing.Optional[str]"


print(get_type_hints(Row))


def bad(a: "1 +"):
    pass


def zero(a: "N // 0"):
    pass


def undefined(a: "missing(1)"):
    pass


for fn in (bad, zero, undefined):
    try:
        print(get_type_hints(fn))
    except (SyntaxError, ZeroDivisionError, NameError) as e:
        print(type(e).__name__)

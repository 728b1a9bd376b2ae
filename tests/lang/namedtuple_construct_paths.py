# namedtuple and NamedTuple construction: every field by position (nt_construct's direct
# path), defaults, keywords, a class with no fields, and the TypeErrors of wrong calls.
from collections import namedtuple
from typing import NamedTuple

Pt = namedtuple("Pt", "x y")
Df = namedtuple("Df", "a b c", defaults=(5, 6))
Empty = namedtuple("Empty", "")


class Cell(NamedTuple):
    r: int
    c: int = 0


p = Pt(1, 2)
print(p, type(p).__name__, p.x, p == (1, 2), Pt(y=4, x=3), Df(1), Df(1, 2, 3), Df(1, c=9))
print(Empty(), type(Empty()).__name__, len(Empty()), Cell(3, 4), Cell(5), Cell(c=1, r=2))
print(isinstance(Cell(1, 2), tuple), Cell(1, 2)._replace(c=7), hash(Cell(1, 2)) == hash((1, 2)))
for call in (lambda: Pt(1), lambda: Pt(1, 2, 3), lambda: Df(), lambda: Pt(1, x=2),
             lambda: Cell(1, 2, 3), lambda: Empty(1), lambda: Pt(1, z=2)):
    try:
        print(call())
    except TypeError as e:
        print("TypeError", e)

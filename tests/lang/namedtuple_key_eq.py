# Dict and set keys that are tuples of one tuple subclass without comparison methods (a
# NamedTuple's points: np_dict.c plain_tuple_pair compares them item by item as tuples), and
# the cases that keep the general path: a subclass with __eq__, __eq__ set on the class later,
# a point against a plain tuple, nested points, items with their own __eq__.
from collections import namedtuple
from typing import NamedTuple


class Point(NamedTuple):
    row: int
    col: int


P2 = namedtuple("P2", "x y")

grid = {Point(r, c): r * 10 + c for r in range(5) for c in range(5)}
print(sum(grid[Point(r, c)] for r in range(5) for c in range(5)), Point(9, 9) in grid)
print(grid.get((2, 3)), (2, 3) in grid, grid[Point(2, 3)])
walls = {frozenset({Point(0, 0), Point(0, 1)}), frozenset({Point(1, 1), Point(2, 1)})}
print(frozenset({Point(0, 1), Point(0, 0)}) in walls, frozenset({Point(0, 0)}) in walls)
s = {P2(1, "a"), P2(2, "b")}
print(P2(1, "a") in s, P2(1, "b") in s, (1, "a") in s)
nested = {(Point(1, 2), Point(3, 4)): "edge"}
print(nested[(Point(1, 2), Point(3, 4))], nested.get((Point(3, 4), Point(1, 2))))


class Loose(NamedTuple):
    a: int
    b: int

    def __eq__(self, other):
        print("Loose.__eq__")
        return isinstance(other, tuple) and self.a == other[0]

    def __hash__(self):
        return hash(self.a)


d = {Loose(1, 2): "x"}
print(d.get(Loose(1, 99)))


class Late(namedtuple("LateBase", "a b")):
    pass


e = {Late(1, 2): "late"}
print(e.get(Late(1, 2)), e.get(Late(1, 3)))


def late_eq(self, other):
    print("late_eq")
    return self[0] == other[0]


Late.__eq__ = late_eq
Late.__hash__ = lambda self: hash(self[0])
e = {Late(1, 2): "late"}
print(e.get(Late(1, 3)))


class Item:
    def __init__(self, k):
        self.k = k

    def __eq__(self, other):
        print("Item.__eq__", self.k, other.k)
        return self.k == other.k

    def __hash__(self):
        return hash(self.k)


f = {P2(Item(1), 2): "item"}
print(f.get(P2(Item(1), 2)), f.get(P2(Item(1), 3)))

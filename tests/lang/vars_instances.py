# vars(obj) of a user instance gives its own attributes as a dict (in the order they were
# set; Nearly's is a read-only live view, see docs/builtins.md and
# tests/errors/vars_readonly_writes.py, so this test only reads it). Objects without
# an attribute dict raise CPython's TypeError.
from dataclasses import dataclass


class Point:
    kind = "pt"

    def __init__(self, x, y):
        self.x = x
        self.y = y
        self.__secret = 3


p = Point(1, 2)
d = vars(p)
print(d)
p.x = 10
print(vars(p)["x"], len(d), list(vars(p)))
print(sorted(vars(Point(0, 0)).items()))


class Empty:
    pass


print(vars(Empty()))


@dataclass
class Row:
    name: str
    qty: int = 0


print(vars(Row("a", 3)))


class MyErr(Exception):
    def __init__(self, code):
        super().__init__(code)
        self.code = code


print(vars(MyErr(4)))


class Slotted:
    __slots__ = ("a",)

    def __init__(self):
        self.a = 1


for obj in (1, "s", [1], {"a": 1}, None, Slotted(), len):
    try:
        vars(obj)
        print("no error", type(obj).__name__)
    except TypeError as e:
        print(type(obj).__name__, e)
try:
    vars(p, p)
except TypeError as e:
    print(e)

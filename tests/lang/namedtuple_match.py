# Class patterns with namedtuple and typing.NamedTuple classes: positional sub-patterns through
# __match_args__ (the fields), keyword sub-patterns, subclasses, non-matching subjects, and the
# sub-pattern count error.
from collections import namedtuple
from typing import NamedTuple

P = namedtuple("P", ["x", "y"])


class Emp(NamedTuple):
    name: str
    dept: str
    salary: float = 0.0


class Mgr(Emp):
    def title(self):
        return "mgr " + self.name


def describe(v):
    match v:
        case P(0, 0):
            return "origin"
        case P(x, 0):
            return f"on x axis at {x}"
        case P(x=x, y=y) if x == y:
            return f"diagonal {x}"
        case Mgr(name, dept="eng"):
            return f"eng manager {name}"
        case Emp(name, "eng", salary) if salary > 50:
            return f"senior {name}"
        case Emp(name, dept):
            return f"{name} in {dept}"
        case (a, b):
            return f"pair {a} {b}"
        case _:
            return "other"


for v in [P(0, 0), P(3, 0), P(2, 2), P(1, 5), Emp("a", "eng", 90.0), Emp("b", "ops"),
          Mgr("c", "eng"), Mgr("d", "ops"), (1, 2), "s", 5]:
    print(describe(v))
print(P.__match_args__, Emp.__match_args__, Mgr.__match_args__)
try:
    match P(1, 2):
        case P(a, b, c):
            print("three")
except TypeError as e:
    print("TypeError", e)

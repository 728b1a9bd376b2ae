# A str- or int-mixin Enum member hashes and compares as its value (the builtin base comes
# before Enum in the MRO, so its __hash__ and __eq__ win), while a plain Enum member hashes by
# its name: members are found by their values in dicts and sets.
from enum import Enum, IntEnum
class C(str, Enum):
    RED = "red"
    BLUE = "blue"
print(hash(C.RED) == hash("red"), hash(C.RED) == hash("RED"), C.RED == "red")
print({"red": 1}[C.RED], C.RED in {"red"}, "red" in {C.RED}, {C.RED: 1}.get("red"))
print(sorted({C.RED: 1, C.BLUE: 2, "red": 3}.values()), len({C.RED, "red", C.BLUE}))
class P(IntEnum):
    A = 1
    B = 2
d = {P.A: "a", 2: "b"}
print(d[1], d[P.B], 1 in d, P.B in d, {1: 0}[P.A], hash(P.A) == hash(1))
class Plain(Enum):
    X = "x"
print(hash(Plain.X) == hash("X"), Plain.X == "x", "x" in {Plain.X})
class Base:
    def __hash__(self): return 7
class W(str, Base):
    pass
class W2(Base, str):
    pass
print(hash(W("q")) == hash("q"), hash(W2("q")))

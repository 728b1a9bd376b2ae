# Enum lookups by an int or str value and Flag operators between members of one class, which
# take the value map first (np_lib_enum.py): aliases, pseudo-members made on a miss and kept,
# the zero member (false), IntFlag with ints, _missing_ overrides, bools, floats and members
# passed as values, subclass members, and the errors of invalid values.
from enum import Enum, Flag, IntEnum, IntFlag, StrEnum, auto


class Perm(Flag):
    NONE = 0
    READ = auto()
    WRITE = auto()
    DELETE = auto()
    EDIT = READ | WRITE
    ALL = READ | WRITE | DELETE


print(Perm.READ | Perm.WRITE, Perm.READ | Perm.WRITE is Perm.EDIT)
print(Perm.ALL & Perm.WRITE, Perm.ALL ^ Perm.READ, Perm.READ & Perm.WRITE)
print(repr(Perm.READ & Perm.WRITE), bool(Perm.READ & Perm.WRITE), (Perm.READ & Perm.WRITE) is Perm.NONE)
x = Perm.READ | Perm.DELETE
print(repr(x), x is (Perm.DELETE | Perm.READ), x is Perm(5), Perm(5) is Perm(5))
print(Perm(0), Perm(3), Perm(7), Perm(Perm.WRITE), Perm(True) if False else "skip")
try:
    Perm(64)
except ValueError as e:
    print("ValueError:", str(e).splitlines()[0])
try:
    print(Perm.READ | 1)
except TypeError as e:
    print("TypeError:", e)


class Other(Flag):
    A = 1
    B = 2


try:
    print(Perm.READ | Other.A)
except TypeError as e:
    print("TypeError:", e)


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = "blue"
    ALSO_RED = 1
    F = 2.5


print(Color(1), Color(2), Color("blue"), Color(1) is Color.ALSO_RED, Color(2.5), Color(Color.GREEN))
for bad in (3, "red", True, 1.0, None):
    try:
        print(Color(bad))
    except ValueError as e:
        print("ValueError:", e)


class Shape(IntEnum):
    CIRCLE = 1
    SQUARE = 2


print(Shape(1), Shape(True) if False else "", Shape(2) == 2, repr(Shape(2)))


class Mode(IntFlag):
    R = 4
    W = 2
    X = 1


print(Mode.R | Mode.W, Mode(6), Mode.R | 1, 1 | Mode.R, Mode(7) & Mode.X, repr(Mode.R ^ Mode.R))
print(Mode(-1) if False else "", repr(Mode(8)) if False else "", ~Mode.R)


class Lower(StrEnum):
    A = "a"
    B = "b"


print(Lower("a"), Lower("b") is Lower.B)
try:
    Lower("c")
except ValueError as e:
    print("ValueError:", e)


class Missing(Enum):
    ONE = 1

    @classmethod
    def _missing_(cls, value):
        print("_missing_", value)
        return cls.ONE


print(Missing(1), Missing(5), Missing("x"))


class Bits(Flag):
    A = 1
    B = 2

    @classmethod
    def _missing_(cls, value):
        print("Bits._missing_", value)
        return super()._missing_(value)


print(Bits.A | Bits.B, Bits.A | Bits.B, Bits(3))


# Keyword calls and the functional API are unchanged.
Animal = Enum("Animal", "ANT BEE")
print(Animal(1), Animal.BEE, list(Animal))

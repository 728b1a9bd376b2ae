# enum: members, class-level iteration/len/lookup, reprs, IntEnum/StrEnum/Flag/IntFlag, errors.
import copy
from enum import Enum, IntEnum, StrEnum, Flag, IntFlag, auto, unique


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1  # an alias of RED

    def describe(self):
        return "%s=%s" % (self.name.lower(), self.value)

    @property
    def warm(self):
        return self is Color.RED

    @classmethod
    def default(cls):
        return cls.GREEN


print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value)
print(list(Color), len(Color), Color["BLUE"], Color(2), Color.CRIMSON is Color.RED)
print(Color.RED.describe(), Color.RED.warm, Color.BLUE.warm, Color.default())
print(repr(Color), type(Color.RED), isinstance(Color.RED, Color), type(Color.RED).__name__)
print(list(Color.__members__), Color.RED in Color, f"{Color.RED:>12}|", "{}".format(Color.BLUE))
print({Color.RED: "r", Color.BLUE: "b"}[Color.CRIMSON], Color.RED == Color.RED, Color.RED == 1)
print(hash(Color.RED) == hash("RED"), copy.deepcopy([Color.RED])[0] is Color.RED)
for bad in (lambda: Color(7), lambda: Color("RED"), lambda: Color["PURPLE"],
            lambda: Color.RED < Color.BLUE):
    try:
        bad()
    except (ValueError, KeyError, TypeError) as e:
        print(type(e).__name__, e)
try:
    class More(Color):
        PINK = 9
except TypeError as e:
    print("TypeError", e)


class Shape(Enum):
    SQUARE = auto()
    CIRCLE = auto()
    LINE = 10
    DOT = auto()


print([(s.name, s.value) for s in Shape], repr(auto(5)))


class Level(IntEnum):
    LOW = 1
    HIGH = 3


print(Level.HIGH, repr(Level.HIGH), Level.HIGH > Level.LOW, Level.HIGH + 1, Level(1), sorted(Level))
print(f"{Level.LOW:03d}", Level.LOW == 1, {1: "one"}[Level.LOW], max(Level), int(Level.HIGH))


class Mode(StrEnum):
    READ = auto()
    WRITE = "w"


print(Mode.READ, repr(Mode.READ), Mode.WRITE == "w", Mode("w"), Mode.READ.upper(), f"{Mode.READ}!")


class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W


rw = Perm.R | Perm.W
print(Color.RED in Perm, Perm.R in Perm)
print(rw, repr(rw), rw is Perm.RW, Perm.R in rw, Perm.X in rw, bool(Perm.R & Perm.X), repr(~Perm.R))
print(list(Perm), len(Perm), list(rw), repr(Perm(0)), str(Perm(0)), repr(Perm), Perm.RW.value)
try:
    Perm(8)
except ValueError as e:
    print("ValueError", e)


class Bits(IntFlag):
    A = 1
    B = 2
    C = 8


print(Bits.A | Bits.B, repr(Bits.A | Bits.B), repr(Bits.A | 4), Bits.C + 1, Bits(3) == 3, repr(~Bits.A))


@unique
class Ok(Enum):
    A = 1
    B = 2


print(list(Ok))
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
        C = 2
        D = 2
except ValueError as e:
    print("ValueError", e)


class Planet(Enum):
    EARTH = (5.97e24, 6.37e6)
    MARS = (6.42e23, 3.39e6)

    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius

    @property
    def gravity(self):
        return 6.674e-11 * self.mass / self.radius ** 2


print(Planet.EARTH.value, round(Planet.MARS.gravity, 3), Planet((5.97e24, 6.37e6)))


class Http(Enum):
    OK = 200

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str) and value.isdigit():
            return cls(int(value))
        return None


print(Http("200"), Http(200))

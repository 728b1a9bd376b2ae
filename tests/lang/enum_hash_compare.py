# Enum member hashing (native __hash__: hash of _name_ for Enum, of _value_ for IntEnum,
# StrEnum, Flag and IntFlag), members as dict/set keys and in tuple keys, comparisons,
# auto(), Flag combinations and IntEnum arithmetic.
from enum import Enum, IntEnum, Flag, IntFlag, auto


class State(Enum):
    IDLE = auto()
    BUSY = auto()
    DOWN = "down"


class Prio(IntEnum):
    LOW = 1
    HIGH = 5


class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()


class Mode(IntFlag):
    A = 1
    B = 2


print(hash(State.IDLE) == hash("IDLE"), State.BUSY.__hash__() == hash("BUSY"))
print(hash(Prio.HIGH) == hash(5), hash(Perm.W) == hash(2), hash(Mode.B) == hash(2))
print(hash(Perm.R | Perm.W) == hash("R|W"), hash(Perm.W) == hash("W"), hash(Mode.A | Mode.B) == hash(3))
table = {(s, e): i for i, (s, e) in enumerate([(s, e) for s in State for e in ("go", "stop")])}
print(table[(State.BUSY, "stop")], (State.DOWN, "go") in table, len(table))
seen = {State.IDLE, State.IDLE, State.DOWN, Prio.LOW, Perm.X, Perm.X}
print(len(seen), State.DOWN in seen, State.BUSY in seen, {Prio.LOW: "a"}[1], {1: "b"}[Prio.LOW])
print(State.IDLE == State.IDLE, State.IDLE != State.BUSY, State.IDLE == 1, State.DOWN == "down")
print(Prio.LOW < Prio.HIGH, Prio.HIGH + 1, Prio.LOW * 3, Prio.HIGH // 2, -Prio.LOW, sorted([Prio.HIGH, Prio.LOW, 3]))
print(Perm.R | Perm.X, Perm.R in (Perm.R | Perm.W), Perm.X in (Perm.R | Perm.W), bool(Perm.R & Perm.W))
print(list(Perm), (Perm.R | Perm.W | Perm.X) & ~Perm.W, Mode.A | 4, Mode(3), Mode.A + 1)
print([s.name for s in State], [s.value for s in State], State(2), State("down"), State["BUSY"])
try:
    State(9)
except ValueError as e:
    print("ValueError", e)
try:
    State.IDLE < State.BUSY
except TypeError as e:
    print("TypeError", e)
try:
    State.IDLE.__hash__(1)
except TypeError as e:
    print("TypeError")


class Loud(Enum):
    A = 1

    def __hash__(self):
        return 42


print(hash(Loud.A), {Loud.A: 1}[Loud.A])

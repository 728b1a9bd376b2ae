# enum's functional API: Enum('Color', 'RED GREEN'), lists, pairs, dicts, Flag.
from enum import Enum, Flag, IntEnum
Color = Enum("Color", "RED GREEN BLUE")
print(list(Color), Color.RED, repr(Color.GREEN), Color(3), Color["RED"].value, len(Color), repr(Color))
Shape = Enum("Shape", ["SQUARE", "CIRCLE"])
print(list(Shape))
Status = Enum("Status", [("OK", 200), ("ERR", 500)])
print(Status(500), Status.OK.value)
Perm = Flag("Perm", "R W X")
print(Perm.R | Perm.W, list(Perm))
Named = Enum("Named", {"A": "a", "B": "b"})
print(Named("b"), type(Named.A).__name__)

# The functional API of IntEnum, StrEnum and IntFlag: names as a string, list, pairs or dict,
# int/str behaviour of the members, lookups and errors.
import json
from enum import IntEnum, StrEnum, IntFlag, Enum

Color = IntEnum("Color", "RED GREEN BLUE")
print(list(Color), Color.RED + 1, Color(2), Color.GREEN == 2, sorted([Color.BLUE, Color.RED]))
print(json.dumps({"c": Color.BLUE}), f"{Color.RED}", str(Color.GREEN), repr(Color.BLUE))
S = StrEnum("S", ["A", "B"])
print(list(S), S.A == "a", S("b"), S.A.upper(), "-".join(S), len(S))
P = IntEnum("P", [("LOW", 10), ("HIGH", 20)])
print(P.HIGH, P(10), P.LOW < P.HIGH, int(P.HIGH), P["LOW"], P.HIGH.name, P.HIGH.value)
Q = IntFlag("Q", "R W X")
print(Q.R | Q.W, Q(7), Q.W & 2, list(Q), Q.R in (Q.R | Q.X))
T = StrEnum("T", [("ON", "on"), ("OFF", "off")])
print(T.ON, T("off"), f"{T.ON}", T.ON + "!", isinstance(T.ON, str))
D = IntEnum("D", {"ONE": 1, "TWO": 2}, start=5)
print(list(D), D(2) is D.TWO, isinstance(D.ONE, int), D.ONE * 3)
Z = IntEnum("Z", "A B", start=0)
print(list(Z), bool(Z.A), bool(Z.B))
for bad in (lambda: Color(7), lambda: S("z"), lambda: P["MID"]):
    try:
        bad()
    except (ValueError, KeyError) as e:
        print(type(e).__name__, e)

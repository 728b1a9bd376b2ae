# Sequence patterns against every kind of subject: exact tuples and lists (answered from their
# length), their subclasses, ranges, strs and bytes (never sequences
# here), unboxed values, dicts and sets.
from collections import namedtuple


class MyTuple(tuple):
    pass


class MyList(list):
    pass


P = namedtuple("P", "x y")


def kind(subject):
    match subject:
        case ():
            return "empty"
        case (a,):
            return f"one {a!r}"
        case ("op", arg):
            return f"op {arg!r}"
        case [a, b]:
            return f"two {a!r} {b!r}"
        case [a, b, *rest] if len(rest) > 2:
            return f"long {a!r} {b!r} +{len(rest)}"
        case [_, _, _, *_]:
            return "three or more"
        case str() | bytes():
            return f"text {subject!r}"
        case int() | float() | None:
            return f"scalar {subject!r}"
        case {"k": v}:
            return f"map {v!r}"
        case _:
            return f"other {type(subject).__name__}"


subjects = [(), [], (1,), [2], ("op", 5), ["op", 6], (1, 2), [3, 4], (1, 2, 3), [1, 2, 3, 4, 5],
            "ab", "abc", b"xy", "", 7, 2.5, None, True, {"k": 1}, {1, 2}, frozenset(),
            range(2), range(0), range(5), MyList([1, 2]), MyList(), P(1, 2), P("op", 9),
            MyTuple((1, 2, 3)), MyTuple(), MyTuple(('op', 1)), iter([1, 2]), bytearray(b"ab"),
            (x for x in ()), {"a": 1}.keys()]
for s in subjects:
    print(kind(s))
for n in range(6):
    t = tuple(range(n))
    match t:
        case (a, b, *rest):
            print(n, "at least two", a, b, rest)
        case _:
            print(n, "fewer")

# corpus: legit
# technique: match classes
class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y


def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(x=0, y=y):
            return f"y-axis {y}"
        case Point(x, 0):
            return f"x-axis {x}"
        case [a, *rest]:
            return f"list {a} {rest}"
        case {"k": v}:
            return f"dict {v}"
        case int() | float() as n:
            return f"number {n}"
        case _:
            return "other"


print([where(v) for v in (Point(0, 0), Point(0, 5), Point(3, 0), [1, 2, 3], {"k": 9}, 2.5, "s")])

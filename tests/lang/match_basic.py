# Pattern matching: literal, value, capture, wildcard, sequence, mapping, class, OR, AS, guards.
def f(x):
    match x:
        case 0:
            return "zero"
        case -1:
            return "minus one"
        case None:
            return "none"
        case True:
            return "true"
        case "hi" | "hello":
            return "greeting"
        case [a]:
            return ("one", a)
        case [a, b, *rest]:
            return ("many", a, b, rest)
        case (1, *_, 9):
            return "1..9"
        case {"k": v, **kw}:
            return ("map", v, kw)
        case {}:
            return "empty-ish map"
        case int(n) if n > 100:
            return ("big", n)
        case str() as s:
            return ("str", s)
        case _:
            return "other"
for v in [0, -1, None, True, "hi", "hello", [5], (1, 2, 3, 4), [1, 9], {"k": 1, "z": 2}, {"q": 1}, 500, 50, "abc", 3.5, range(3), (1,), "x"]:
    print(repr(v), f(v))
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x; self.y = y
def g(p):
    match p:
        case Point(0, 0): return "origin"
        case Point(x=0, y=yy): return f"y-axis {yy}"
        case Point(xx, 0): return f"x-axis {xx}"
        case Point(x, y) if x == y: return f"diag {x}"
        case Point(): return "somewhere"
        case _: return "not a point"
for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 2), 7]:
    print(g(p))

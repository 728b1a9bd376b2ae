# Pattern matching: value patterns, nested sequences/mappings, builtin class patterns, binding rules.
class Color:
    RED = 1
    GREEN = 2
def color(c):
    match c:
        case Color.RED: return "red"
        case Color.GREEN: return "green"
        case other: return f"other {other}"
print(color(1), color(2), color(3))
def seqs(s):
    match s:
        case []: return "empty"
        case [x, [y, z]]: return ("nested", x, y, z)
        case [*init, last]: return ("init/last", init, last)
        case _: return "no"
for s in [[], (), [1, [2, 3]], [1, 2, 3], "abc", "", {"a": 1}, range(4), (5,), 42, [1, (2, 3)]]:
    print(repr(s), seqs(s))
def mapping(m):
    match m:
        case {"type": "circle", "r": r}: return ("circle", r)
        case {"type": "rect", **rest}: return ("rect", rest)
        case {1: one, 2.0: two}: return ("nums", one, two)
        case {}: return "map"
        case _: return "not map"
for m in [{"type": "circle", "r": 2}, {"type": "rect", "w": 1, "h": 2}, {1: "a", 2: "b"}, {}, {"x": None}, [("type", "circle")]]:
    print(mapping(m))
def as_or(v):
    match v:
        case (1 | 2 | 3) as small: return ("small", small)
        case [(0 | 1) as bit, *_] : return ("bit-start", bit)
        case [x, y] | (x, y, _): return ("xy", x, y)
        case int() | float() as num: return ("num", num)
        case _: return "?"
for v in [1, 3, [0, 5, 6], [1], [7, 8], (7, 8, 9), 4, 2.5, "s"]:
    print(as_or(v))
def builtins_cls(v):
    match v:
        case bool(b): return ("bool", b)
        case int(i): return ("int", i)
        case str(s): return ("str", s)
        case list([a, b]): return ("list2", a, b)
        case tuple(t): return ("tuple", t)
        case dict({"a": a}): return ("dict-a", a)
        case float(f): return ("float", f)
        case _: return "other"
for v in [True, 5, "x", [1, 2], [1], (1,), {"a": 9}, 1.5, None]:
    print(builtins_cls(v))
x = "outer"
match 10:
    case 5: print("five")
    case x if x < 5: print("small")
print("x after guard fail:", x)
match [1, 2]:
    case [a, 3]: print("no")
    case _: pass
try:
    print(a)
except NameError as e:
    print("NameError", e)
def guard_side(v):
    log = []
    match v:
        case [a, b] if log.append("g1") or a > b: return ("desc", log)
        case [a, b] if log.append("g2") or True: return ("other", a, b, log)
print(guard_side([3, 1]), guard_side([1, 3]))
# subject evaluated once
calls = []
def subj():
    calls.append(1)
    return 3
match subj():
    case 1: pass
    case 2: pass
    case 3: print("three", len(calls))
# match in loops with break/continue
for i in range(6):
    match i:
        case 0: continue
        case 4: break
        case n: print("n", n)
# nested match
def nested(a, b):
    match a:
        case 0:
            match b:
                case 0: return "both zero"
                case _: return "a zero"
        case _: return "a nonzero"
print(nested(0, 0), nested(0, 1), nested(1, 0))
# match with a class hierarchy and keyword args
class Shape: pass
class Circle(Shape):
    __match_args__ = ("r",)
    def __init__(self, r): self.r = r
class Sq(Shape):
    def __init__(self, s): self.s = s
def area(sh):
    match sh:
        case Circle(r=0): return 0
        case Circle(r): return 3 * r * r
        case Sq(s=s): return s * s
        case Shape(): return None
print(area(Circle(0)), area(Circle(2)), area(Sq(3)), area(Shape()), area(1))
match Sq(3):
    case Sq(missing=1): print("no")
    case Sq(s=3): print("sq3")
match 1.0:
    case 1: print("1.0 matches 1")
match -0.5:
    case -0.5: print("neg float")
match True:
    case 1: print("True == 1 by value")
match 1:
    case True: print("no")
    case _: print("1 is not True")

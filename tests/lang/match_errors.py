# Pattern matching: run-time errors of class and mapping patterns, attribute errors as failures.
class P:
    def __init__(self): self.x = 1
class Q:
    __match_args__ = ["x"]
class R:
    __match_args__ = ("x", 2)
    x = 1
class S:
    __match_args__ = ("x",)
    x = 1
class Prop:
    @property
    def boom(self):
        raise ValueError("boom")
    @property
    def missing(self):
        raise AttributeError("nope")
def attempt(fn):
    try:
        print(fn())
    except Exception as e:
        print(type(e).__name__, e)
def m1():
    match P():
        case P(1): return "yes"
def m2():
    match Q():
        case Q(a): return a
def m3():
    match R():
        case R(a, b): return a
def m4():
    match S():
        case S(1, x=1): return "dup"
def m5():
    notcls = 3
    match 1:
        case notcls(): return "x"
def m6():
    match 5:
        case int(1, 2): return "x"
def m7():
    k = "a"
    class K: A = "a"; B = "a"
    match {"a": 1, "b": 2}:
        case {K.A: 1, K.B: 2}: return "x"
def m8():
    match Prop():
        case Prop(boom=1): return "x"
def m9():
    match Prop():
        case Prop(missing=1): return "x"
        case _: return "attr error means no match"
def m10():
    match [1]:
        case [{}]: return "x"
        case [[]]: return "y"
        case _: return "z"
def m11():
    match {"a": [1, 2]}:
        case {"a": [_, *rest]}: return rest
def m12():
    match 5:
        case str(): return "s"
    return "fell through"
def m13():
    match {"a": 1}:
        case {"a": 1, **rest}: return rest
def m14():
    match [1, 2, 3]:
        case [1, *_, 3] | [*_, 9]: return "or star"
for fn in [m1, m2, m3, m4, m5, m6, m7, m8, m9, m10, m11, m12, m13, m14]:
    attempt(fn)

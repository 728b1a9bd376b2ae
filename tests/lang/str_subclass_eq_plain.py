# == between strs and str subclasses (vm/np_ops.c str_text_eq): a subclass without __eq__
# compares by text without a special-method call (dict keys, in, index, count, tuples); one with
# __eq__ (its own, inherited, None or always-False) still runs it, in either operand order.
class Sym(str):
    pass

class Loud(str):
    def __eq__(self, other):
        print("Loud.__eq__", str(self), other)
        return str.__eq__(self, other)
    __hash__ = str.__hash__

class Quiet(Loud):
    pass

class NoEq(str):
    __eq__ = None
    __hash__ = str.__hash__

class Never(str):
    def __eq__(self, other):
        return False
    def __hash__(self):
        return hash(str(self))

a, b = Sym("car"), Sym("car")
print(a == b, a == "car", "car" == a, a == "cdr", a != "car", a == 5)
d = {"car": 1, "+": 2}
print(d[a], a in d, Sym("+") in d, Sym("x") in d)
print(Loud("q") == "q", "q" == Loud("q"), Quiet("z") == Sym("z"), Sym("z") == Quiet("z"))
e = {Loud("k"): 1}
print(e.get("k"), e.get(Sym("k")))
try:
    print(NoEq("n") == "n")
except TypeError as exc:
    print("TypeError", exc)
print(Never("w") == "w", "w" == Never("w"), Never("w") in {"w": 1}, {Never("w"): 1}.get("w"))
print([Sym("a"), "b"].index("b"), [Sym("a"), "b"].count(Sym("a")), ("x", Sym("y")) == ("x", "y"))
print(sorted({Sym("b"): 1, "a": 2, Sym("a"): 3}.items()))

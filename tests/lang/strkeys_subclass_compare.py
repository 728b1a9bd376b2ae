# A str or int subclass that defines only some comparisons inherits the builtin's others (the
# builtin comes before object in the MRO), so `>` is str's / int's, not the reflected __lt__.
class R(str):
    def __lt__(self, o): return str.__gt__(self, o)
print(sorted([R("a"), R("c"), R("b")]), max([R("a"), R("c")]), R("c") > R("a"), R("c") < R("a"))
print(R("a") <= R("b"), R("b") >= R("a"), min([R("a"), R("c")]))
class Q(int):
    def __lt__(self, o): return int.__gt__(self, o)
print(sorted([Q(1), Q(3), Q(2)]), max([Q(1), Q(3)]), Q(3) > Q(1), Q(3) < Q(1))
class E(str):
    def __eq__(self, o): return True
    __hash__ = str.__hash__
print(E("a") == "b", E("a") != "b", "b" != E("a"), E("a") < E("b"))

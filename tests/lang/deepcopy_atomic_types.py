# copy.deepcopy shares atomic values (None, int, float, bool, str, classes, ranges, builtins,
# functions) found by one exact-type probe, still consults the memo first (a memo entry for an
# atomic value's id wins, as in CPython), and rebuilds containers around shared atoms.
import copy


def f():
    return 1


class Tag(str):
    pass


atoms = [None, 7, 2 ** 80, -1.5, True, "text", int, range(3), len, f]
for a in atoms:
    assert copy.deepcopy(a) is a, a
print("atoms shared:", len(atoms))
nested = {"a": [1, "x", (2.5, None)], "b": {3, 4}, "c": frozenset({"p", "q"}), "f": f}
dup = copy.deepcopy(nested)
print(dup == nested, dup is nested, dup["a"] is nested["a"], dup["a"][1] is nested["a"][1],
      dup["a"][2] is nested["a"][2], dup["f"] is f)
t = Tag("sub")
print(copy.deepcopy([t])[0] == t, type(copy.deepcopy(t)).__name__)
n = 123456789
memo = {id(n): "from memo"}
print(copy.deepcopy(n, memo), copy.deepcopy([n], {})[0] == n)
shared = [1, 2]
pair = copy.deepcopy([shared, shared])
print(pair[0] is pair[1], pair[0] is shared)

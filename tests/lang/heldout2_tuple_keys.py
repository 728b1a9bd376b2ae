# Tuple keys and tuple comparisons after their fast paths (small ints and exact strs decided
# inline, everything else through the general equality): hashes of negative, large and big
# ints, bools and floats equal to ints, NaN items, str subclasses, nested tuples, tuple
# subclasses with __eq__, and lexicographic order with mixed item kinds.
nan = float("nan")
d = {}
keys = [(0, 0), (1, 2), (-1, 5), (2**61 - 2, 1), (2**61 - 1, 1), (2**61, 3), (2**70, -2**70),
        (True, 2), (1.0, 2.5), ("a", 1), ("a", "b"), ((1, 2), (3, (4, 5))), (), (nan,), (None, 0)]
for i, k in enumerate(keys):
    d[k] = i
print(len(d))
print(d[(1, 2)], d[(1.0, 2)], d[(True, 2)], d[(1, 2.5)], d[(0.0, False)])
print(d[(2**61 - 2, 1)], d[(2**61 - 1, 1)], d[(2**61, 3)], d[(2**70, -2**70)])
print(d[("a", 1)], d[("a", "b")], d[((1, 2), (3, (4, 5)))], d[()], d[(None, 0)])
print((nan,) in d, keys[13] in d)
print(hash((1, 2)) == hash((1.0, 2.0)), hash((-1,)) == hash((-2,)), hash((2**61 - 1,)) == hash((0,)))
print(hash(("x", 3)) == hash(("x", 3.0)), hash((2**64, -5)) == hash((2**64, -5)))


class S(str):
    def __hash__(self):
        return 7

    def __eq__(self, other):
        return str.__eq__(self, other)


print(d.get((S("a"), 1)), d.get(("a", S("b"))), hash((S("q"),)) == hash((7,)))


class Loose(tuple):
    def __eq__(self, other):
        return True

    def __hash__(self):
        return hash((1, 2))


print(Loose((5,)) == (6,), (6,) == Loose((5,)))

print((1, 2) < (1, 3), (1, 2) < (1, 2), (1, 2) <= (1, 2), (2, 0) > (1, 9), (1, 2) < (1, 2, 0))
print((1, "b") < (1, "a"), (1, 2.5) < (1, 3), (1, True) == (1, 1), (-5, 0) < (-4, 0))
print([3, 1] < [3, 2], (nan, 1) < (nan, 2), (0, nan) == (0, nan), (0, nan) < (0, 1))
print(sorted([(2, "b"), (1, "z"), (2, "a"), (1, 2**70), (1, -3)], key=lambda t: (t[0], str(t[1]))))
for a, b in [((1, "x"), (1, 2)), ((1, [1]), (1, (1,)))]:
    try:
        print(a < b)
    except TypeError as e:
        print("TypeError", e)
deep = ()
for i in range(50):
    deep = (deep, i)
d[deep] = "deep"
copy = ()
for i in range(50):
    copy = (copy, i)
print(d[copy], deep == copy, deep < (copy, 0))

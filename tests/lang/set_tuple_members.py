# Sets of exact tuples of small ints and strs (grid cells, pairs, states) are hashed and probed
# without the general path (np_set.c find_tuple_member): a same-hash member is compared by
# identity, then item by item without running Python code, and any member that comparison
# cannot decide (a float or bool item, an instance, another kind of member) sends the lookup
# back to the general walk from its start, so user __eq__ methods run as in CPython.

cells = {(x, y) for x in range(12) for y in range(9) if (x * 5 + y) % 4}
probe = [(x, y) for x in range(-1, 14) for y in range(-1, 11)]
print(sum(1 for c in probe if c in cells), sum(1 for c in probe if c not in cells))
s = set()
for c in probe:
    s.add((c[0], c[1]))
    s.add(tuple([c[0], c[1]]))
print(len(s), sorted(s)[:5], list(s) == list(set(probe)))
for c in probe[::3]:
    s.discard((c[0], c[1]))
print(len(s), (0, 0) in s, (0, 1) in s)
for c in probe[::3]:
    s.add(c)
print(len(s), list(s)[:10])

# Strs, nested tuples, negative ints (-1 hashes as -2), big ints, mixed lengths.
words = {("a", 1), ("b", 2), (("x", 3), "y"), (-1,), (-2,), (-1, -2), (-2, -1), (2 ** 70, 1), ()}
for k in [("a", 1), ("a", 2), ("b", 2), (("x", 3), "y"), (("x", 4), "y"), (-1,), (-2,), (-3,),
          (-1, -2), (-2, -1), (-2, -2), (2 ** 70, 1), (2 ** 70, 2), (), ("a",), ("ab"[:1], 1)]:
    print(k, k in words)
print(sorted(words, key=repr))

# Equal values of other kinds: 1.0 and True equal 1, so (1.0, 2) and (True, 2) find (1, 2).
num = {(1, 2), (3, 4)}
print((1.0, 2) in num, (True, 2) in num, (1, 2.0) in num, (1, 2.5) in num, (3, 4) in num)
num.add((1.0, 2))
num.add((True, 2))
print(len(num), sorted(num))
bools = {(True, 1), (0, False)}
print((1, 1) in bools, (1, True) in bools, (0, 0) in bools, (False, False) in bools, (2, 1) in bools)
bools.add((1, 1))
bools.discard((0, 0))
print(sorted(bools))

# A member whose item's __eq__ is user code, with the same tuple hash as the key.
calls = []


class Two:
    def __hash__(self):
        return 2

    def __eq__(self, other):
        calls.append(repr(other))
        return other == 2


w = {(1, Two()), (5, 6)}
print((1, 2) in w, (1, 3) in w, (5, 6) in w, calls)
w.add((1, 2))
print(len(w), calls)
w.discard((1, 2))
print(len(w), calls)


# A member of another kind with the key's hash: its __eq__ is called with the tuple.
class Same:
    def __init__(self, h):
        self.h = h

    def __hash__(self):
        return self.h

    def __eq__(self, other):
        calls.append(("Same", other))
        return other == (7, 8)


calls.clear()
z = {Same(hash((7, 8))), Same(hash((9, 9)))}
print((7, 8) in z, (9, 9) in z, (1, 1) in z, len(calls), sorted(map(repr, calls)))
z.add((9, 9))
z.add((7, 8))
print(len(z), len(calls))


# An __eq__ that mutates the set during the lookup.
class Mut:
    def __hash__(self):
        return hash((3, 3))

    def __eq__(self, other):
        m.clear()
        return False


m = {Mut(), (3, 4)}
print((3, 3) in m, len(m))
m = {Mut()}
m.add((3, 3))
print(len(m), (3, 3) in m)

# Frozensets and set algebra of tuple sets.
a = frozenset((i, i * i % 7) for i in range(30))
b = {(i, i * i % 7) for i in range(15, 45)}
print(len(a & b), len(a | b), len(a - b), len(a ^ b), (3, 2) in a, (3, 3) in a, a <= a | b)
print(hash(a) == hash(frozenset(a)), sorted(a & b)[:4])

# Tuples with items of other kinds (a frozenset, a float, None) are hashed once by the general
# hash; an unhashable item raises as CPython does.
states = set()
for i in range(40):
    st = (i % 7, frozenset({i % 3, i % 5}), None, 0.5 * (i % 2))
    states.add(st)
    states.add((i % 7, frozenset({i % 5, i % 3}), None, 0.5 * (i % 2)))
print(len(states), (1, frozenset({1}), None, 0.5) in states, (0, frozenset({0}), None, 0.0) in states)
states.discard((0, frozenset({0}), None, 0.0))
print(len(states))
for bad in ((1, [2]), (1, (2, {3: 4}))):
    for op in (lambda: bad in states, lambda: states.add(bad), lambda: states.discard(bad)):
        try:
            op()
        except TypeError as e:
            print("TypeError", e)

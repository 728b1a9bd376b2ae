# Equality of sets and frozensets as np_eq decides it directly for the exact types: as dict
# keys inside tuples (a lazily built DFA's `(states, ch)` cache), nested frozensets, unequal
# sets of one size, and subclasses, whose own __eq__ must still be called.


class Node:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return f"Node({self.name})"


nodes = [Node(i) for i in range(12)]
cache = {}
for i in range(12):
    a = frozenset(nodes[i:i + 3])
    b = frozenset(reversed(nodes[i:i + 3]))  # equal, built in another order: another object
    cache[(a, "x")] = i
    print(i, cache.get((b, "x")), cache.get((frozenset(nodes[i:i + 2]), "x")))
print(len(cache))

# set against frozenset, equal and not; sizes equal but members differ.
print({1, 2, 3} == frozenset({3, 2, 1}), {1, 2, 3} != frozenset({1, 2, 4}))
print(frozenset({1, 2}) == frozenset({1, 3}), set() == frozenset(), {1} == {1.0})
print([{1, 2}, {3}] == [{2, 1}, {3}], ({1}, 2) == ({1}, 2), ({1}, 2) == ({2}, 2))

# Frozensets nested in frozensets, as keys.
inner = [frozenset({i, i + 1}) for i in range(5)]
outer = frozenset(inner)
again = frozenset(frozenset({i + 1, i}) for i in range(5))
print(outer == again, {outer: "yes"}[again], hash(outer) == hash(again))
deep = frozenset()
deep2 = frozenset()
for i in range(200):
    deep = frozenset({deep, i})
    deep2 = frozenset({i, deep2})
print(deep == deep2, len(deep))

# A subclass's __eq__ is called (on either side) and its answer is the result.
calls = []


class Loud(frozenset):
    def __eq__(self, other):
        calls.append("eq")
        return "loud"


class Quiet(set):
    pass


print(Loud({1}) == frozenset({1}), frozenset({1}) == Loud({1}), calls)
print(Quiet({1, 2}) == {1, 2}, {1, 2} == Quiet({2, 1}), Quiet({1}) == Quiet({2}))
print(frozenset({5}) in [Loud({5})], calls)


# Members with an __eq__ of their own are compared through it when their hashes meet.
class Key:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return self.v % 3

    def __eq__(self, other):
        return isinstance(other, Key) and self.v == other.v


print(frozenset(Key(i) for i in range(6)) == frozenset(Key(i) for i in reversed(range(6))))
print(frozenset(Key(i) for i in range(6)) == frozenset(Key(i) for i in range(1, 7)))

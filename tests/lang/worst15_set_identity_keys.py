# Sets of instances of classes that hash by identity (no __hash__, no __eq__): the set probes
# hash them without np_hash's dispatch. A class that gains __hash__/__eq__ later, a subclass
# that defines them, and equal-hash members of other classes must still be compared as
# CPython compares them.


class State:
    __slots__ = ("kind", "out")

    def __init__(self, kind, out=None):
        self.kind = kind
        self.out = out


class Node:
    pass


def closure(starts):
    seen = set()
    stack = list(starts)
    while stack:
        s = stack.pop()
        if s in seen:
            continue
        seen.add(s)
        if s.out is not None:
            stack.append(s.out)
    return frozenset(seen)


chain = None
states = []
for i in range(40):
    chain = State(i % 3, chain)
    states.append(chain)
print(len(closure([states[-1]])), len(closure(states[::7])), len(closure([])))
nodes = [Node() for _ in range(100)]
s = set(nodes) | set(nodes[:10])
print(len(s), all(n in s for n in nodes), Node() in s, nodes[3] in frozenset(nodes[:4]))
s.discard(nodes[0])
s.remove(nodes[1])
print(len(s), nodes[0] in s, nodes[2] in s)


class Same:
    def __hash__(self):
        return 7

    def __eq__(self, other):
        return isinstance(other, Same)


class Child(Node):
    def __hash__(self):
        return 11

    def __eq__(self, other):
        return isinstance(other, Child)


print(len({Same(), Same(), Node(), Node()}), len({Child(), Child(), Child()}))

# The class gains __hash__ and __eq__ after its instances were hashed by identity.
a, b = Node(), Node()
print(len({a, b}), a in {a}, b in {a})
Node.__hash__ = lambda self: 5
Node.__eq__ = lambda self, other: isinstance(other, Node)
print(len({a, b}), b in {a}, Node() in {a, b}, hash(a))
del Node.__eq__
del Node.__hash__
print(len({a, b, a}), a in {b})

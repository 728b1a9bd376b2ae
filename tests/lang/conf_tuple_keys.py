# Dict/set lookups of tuple subclasses with their own __eq__/__hash__, and of tuples holding
# objects with __eq__ (CPython: hash, then identity, then ==).
class T(tuple):
    def __eq__(self, o):
        print("T.eq", tuple(self), o)
        return tuple.__eq__(self, o)
    __hash__ = tuple.__hash__
d = {(1, 2): 'plain'}
print(d.get(T((1, 2))))
d2 = {T((1, 2)): 'sub'}
print(d2.get((1, 2)), (1, 2) in d2)
s = {T((3,))}
print((3,) in s, T((3,)) in s)
class U(tuple):
    def __eq__(self, o): return True
    def __hash__(self): return hash((1, 2))
print({(1, 2): 'x'}.get(U((9,))), U((9,)) in {(1, 2)}, U((9,)) == (1, 2), (1, 2) == U((9,)))
print([(1, 2)].index(U((5,))), [(1, 2)].count(U((5,))), U((5,)) in [(1, 2)])
class K:
    def __init__(self, v): self.v = v
    def __eq__(self, o): print("K.eq"); return isinstance(o, K) and self.v == o.v
    def __hash__(self): return hash(self.v)
dk = {(K(1), 2): 'a'}
print(dk.get((K(1), 2)), dk.get((K(2), 2)))

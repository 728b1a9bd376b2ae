# Tuple hashes over small ints at the edges of CPython's hash modulus (2**61 - 1), -1 and -2
# (which hash alike), mixed with strs, floats, bools and nested tuples: dict keys made from
# equal tuples find each other, and hash() agrees with CPython.
M = 2**61 - 1
vals = [0, 1, -1, -2, 2, M - 1, M, M + 1, -M + 1, -M, -M - 1, 2**62, -(2**62), 2**63 - 1, -(2**63)]
for v in vals:
    print(v, hash((v,)), hash((v, v)), hash((1, v, 2.5)), hash((True, v, 2)), hash((v, (v, 1))))
    print(hash((1, v, "s")) == hash((1, v, "s"[:1])), {("s", v): 1}[("s", v)])
print(hash((-1, -2)), hash((-2, -1)), hash((-1,)) == hash((-2,)))
print(hash((1, True, 1.0)), hash((1.5, 2)), hash((3, 2.0)), hash(()))
d = {}
for a in range(-3, 4):
    for b in vals:
        d[(a, b)] = a * 7 + b % 11
print(len(d), sum(d[(a, b)] for a in range(-3, 4) for b in vals))
print(d.get((1, M)), d.get((1.0, M)), d.get((True, M)), (2, -1) in d, (2, -2) in d)
state = tuple(range(9))
seen = {state: 0}
print(seen[tuple(list(state))], hash(state), hash(tuple(range(-4, 5))))
# An item equal through ==, not identity (1.0 and 1), before an unequal one: not the same key.
s = {(1, 0), (1, M), ("a", 0)}
print((1.0, M) in s, (1.0, 0) in s, (True, 5) in s, {(1, 0): "zero", (1, M): "M"}.get((1.0, M)))
print({(1, 0): "zero", (1, "b"): "b"}.get((1.0, "a")), {(1, 0): "zero"}.get((1.0, 2**61 - 1)))
print((1.0, M) in {(1, 0)}, (1.0, "a") in {(1, "b")}, (1.0, 0) in {(1, 0)})

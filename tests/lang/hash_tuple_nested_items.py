# Tuples whose items are exact tuples of ints and strs (a namedtuple's field tuple, a coordinate
# inside a key) hash as CPython's tuplehash nests: the inner tuple's hash is computed inline
# but must equal hash(inner), and such keys must find equal keys built another way.
from collections import namedtuple

Rule = namedtuple("Rule", "lhs rhs")
print(hash((1, (2, 3))), hash((1, (2, 3), -1, (-1, 5))), hash(((),)), hash((0, (-1,))))
print(hash(((1 << 61) - 2, (2 ** 61 - 1, 7))), hash(((-1, -2), (2 ** 70, 1))))
print(hash((1, (2, 3))) == hash((1, tuple([2, 3]))), hash((1, (2, (3, 4)))))
print(hash((1, (2, 3.5))), hash((1, (2, True))), hash((0.5, (4, -1.5))))
r = Rule("NP", ("Det", "Nom"))
items = {(r, 0, 0), (r, 1, 0), (Rule("NP", ("Det", "Nom")), 1, 0)}
print(len(items), (Rule("NP", ("Det",) + ("Nom",)), 0, 0) in items, (r, 2, 0) in items)
print(hash((r, 1)) == hash((("NP", ("Det", "Nom")), 1)))
seen = {}
for word in ["ab", "cd", "ab"]:
    key = (len(word), (word, word[::-1]))
    seen[key] = seen.get(key, 0) + 1
print(sorted(seen.items()))
try:
    hash((1, ([2], 3)))
except TypeError as e:
    print("TypeError:", e)

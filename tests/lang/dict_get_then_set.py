# A store right after a lookup of the same key (the counting idiom) updates that entry in place;
# a store after the key was deleted, the dict cleared or another dict read must not reuse the
# entry the lookup found (insertion order, lengths and values tell).
d = {"a": 1, "b": 2, "c": 3}
k = "b"
d[k] = d.get(k, 0) + 10
print(d, list(d))
x = d.get("c")
del d["c"]
d["c"] = x + 100  # re-inserted: goes to the end
print(d, list(d))
d.get("a")
d.clear()
d["a"] = 5
print(d, len(d))
other = {"p": 1, "q": 2}
mine = {"q": 7, "p": 8}
other.get("q")  # entry 1 of other
mine["p"] = 0  # entry 1 of mine holds another key: p is entry 0
print(mine, list(mine))
other.get("q")
mine["q"] = 9
print(mine, list(mine))
ints = {}
for i in range(50):
    ints[i * 7 % 11] = ints.get(i * 7 % 11, 0) + i
print(ints)
counts = {}
for w in "the cat and the dog and the bird".split():
    counts[w] = counts.get(w, 0) + 1
    counts[w] += 1
print(counts)
d = {1: "one", True: "t"}  # True == 1: one entry, first key kept
d.get(1)
d[True] = "T"
print(d)
f = {0.5: 1, 1.0: 2}
f.get(1.0)
f[1] = 3  # int 1 equals float 1.0: same entry, float key kept
print(f)
n = {None: 1}
n.get(None)
n[None] = n[None] + 1
print(n)
p = d.popitem()
d.get(1)
d[2] = "two"
print(p, d)

# Dicts: insertion order, views, get/setdefault/pop/popitem/update, comprehension, deletion.
d = {"b": 2, "a": 1}
d["c"] = 3
d["b"] = 20
print(d, len(d), list(d), d["a"])
print(d.keys(), d.values(), d.items())
print(list(d.keys()), list(d.values()), list(d.items()))
print(d.get("a"), d.get("z"), d.get("z", 0), "a" in d, "z" not in d, 20 in d.values())
print(d.setdefault("a", 100), d.setdefault("e", 5), d)
print(d.pop("e"), d.pop("zz", "default"), d)
del d["b"]
print(d)
d["b"] = 2
print(d, d.popitem(), d)
d.update({"x": 1, "a": -1})
d.update(y=2)
d.update([("z", 3)])
print(d)
e = dict(one=1, two=2)
f = dict([("k", "v"), ("k2", "v2")])
g = dict(zip("abc", range(3)))
print(e, f, g, dict(), dict(g))
keys = d.keys()
d["new"] = 0
print(keys, len(keys), "new" in keys)
for k in d:
    print(k, d[k], end="; ")
print()
for k, v in sorted(d.items()):
    print(k, v, end=" | ")
print()
h = {1: "int", 1.0: "float?", True: "bool?", (1, 2): "tuple", None: "none", "1": "str"}
print(h, len(h))
counts = {}
for ch in "abracadabra":
    counts[ch] = counts.get(ch, 0) + 1
print(counts)
inv = {v: k for k, v in counts.items()}
print(inv)
nested = {"a": {"b": {"c": 1}}}
nested["a"]["b"]["d"] = 2
print(nested, nested["a"]["b"])
print({**e, **f, "one": 100}, e | {"three": 3}, dict.fromkeys("ab", 0), dict.fromkeys([1, 2]))
c = e.copy()
c["one"] = -1
print(e, c, c == e, {"a": 1} == {"a": 1.0})
c.clear()
print(c, bool(c), bool(e))
d2 = {}
for i in range(10):
    d2[i * i % 7] = i
print(d2, sorted(d2), max(d2, key=d2.get))
d3 = {i: i for i in range(5)}
for k in list(d3):
    if k % 2:
        del d3[k]
print(d3, list(reversed(d3)))
print(list({"z": 1, "a": 2, "m": 3}), {1: [1, 2], 2: (3,)}[1][1])

# list()/sorted() of a dict and of its keys/values/items views are built straight from the
# entries: order, holes left by deletions, subclasses, later mutation and owned strs as values.
from collections import Counter, OrderedDict, defaultdict

d = {"b": 2, "a": 1, "c": 3, 4: "four", (1, 2): None}
print(list(d), list(d.keys()), list(d.values()), list(d.items()))
del d["a"]
d["z"] = 26
del d[4]
print(list(d), list(d.values()), list(d.items()), len(list(d.items())))
print(list({}), list({}.items()), sorted({}.values()))
v = d.items()
d["late"] = 0
print(list(v), list(d.keys())[-1])
pairs = list(d.items())
pairs[0] = "x"
print(pairs[:2], list(d.items())[0])
w = {str(i): i * i for i in range(50)}
for i in range(0, 50, 3):
    del w[str(i)]
print(sorted(w.items(), key=lambda kv: -kv[1])[:5], sorted(w)[:5], sum(list(w.values())))
print(sorted(w.items())[:3], sorted(w.values(), reverse=True)[:3])
big = dict.fromkeys(range(1000), 0)
big.update((k, k % 7) for k in range(0, 1000, 5))
print(len(list(big.items())), list(big.items())[995:], sorted(big.values())[-3:])

c = Counter("mississippi")
od = OrderedDict([("x", 1), ("y", 2)])
od.move_to_end("x")
dd = defaultdict(list)
dd["q"].append(1)
dd["p"]
print(list(c), list(c.items()), list(od), list(od.items()), list(dd.items()), sorted(c.items()))


class Rev(dict):
    def __iter__(self):
        return iter(sorted(super().keys(), reverse=True))

    def items(self):
        return [("fake", 0)]


r = Rev(a=1, b=2, c=3)
print(list(r), list(r.items()), list(r.keys()), list(r.values()), list(dict.items(r)))
print(sorted(r), tuple(r), [k for k in r])

text = ""
for ch in "abc":
    text += ch
g = {"t": text}
print(list(g.values()), list(g.items()))
out = list(g.values())[0]
text += "d"
print(out, text, list(g.items()))
try:
    list(d.items()).sort()
except TypeError as e:
    print("TypeError", e)

# args: --policy seeded.policy
# A different str hash seed changes no visible result of dicts and sets.
import collections
import json
words = ["w%d" % i for i in range(2000)]
d = {w: i for i, w in enumerate(words)}
s = set(words)
print(len(d), len(s), d["w1234"], "w1999" in s, "x" in s)
print(sorted(s)[:5], list(d)[:3])
s -= {"w%d" % i for i in range(0, 2000, 2)}
print(len(s), sorted(s, key=lambda w: int(w[1:]))[:3])
c = collections.Counter("mississippi")
print(sorted(c.items()), json.dumps({"b": 1, "a": [1, 2]}, sort_keys=True))
print(frozenset(["a", "b"]) == frozenset(["b", "a"]), {"k": 1} == {"k": 1})

# d[k] and d[k] = v on exact dicts (an interpreter fast path) and on dict subclasses.
d = {1: "a", "k": 2, (1, 2): 3}
print(d[1.0], d[True], d["k"], d[(1, 2)])
for bad in [[1], {}, "missing", 5]:
    try:
        print(d[bad])
    except (TypeError, KeyError) as e:
        print(type(e).__name__, e)
    try:
        d[bad] = 1
        print("set ok", bad)
    except TypeError as e:
        print(type(e).__name__, e)
class M(dict):
    def __missing__(self, k):
        return ("missing", k)
m = M(a=1)
print(m["a"], m["zz"])

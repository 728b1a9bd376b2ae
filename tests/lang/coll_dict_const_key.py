# Constant str keys at one GETITEM/SETITEM site remember the entry they were found at: dicts
# with other layouts, deleted and re-added keys, rebuilt tables, missing keys, dict subclasses,
# Counter and defaultdict, equal but distinct key strs and non-str keys must all still work.
from collections import Counter, defaultdict


def read(d):
    try:
        return d["start"]
    except KeyError as e:
        return "KeyError " + repr(e)


def write(d, v):
    d["start"] = v
    return d


class D(dict):
    def __missing__(self, key):
        return "missing " + key


class G(dict):
    def __getitem__(self, key):
        return "G " + key


rows = [{"id": i, "start": i * 10, "end": i * 10 + 5} for i in range(5)]
print([read(r) for r in rows])
other = {"end": 1, "x": 2, "start": 3}
print(read(other), read(rows[0]), read({}), read({"start": None}))
r = rows[1]
del r["start"]
print(read(r))
r["start"] = "again"
print(read(r), list(r))
big = {"k%d" % i: i for i in range(100)}
big["start"] = "big"
print(read(big))
for i in range(100):
    del big["k%d" % i]
big["z"] = 0
print(read(big), list(big))
print(read(D(a=1)), read(D(start=2)), read(G()), read(Counter("start")), read(Counter(start=4)))
dd = defaultdict(int)
print(read(dd), dict(dd))
key = "".join(["st", "art"])
print(read({key: "built key"}), read(rows[2]))
print(read({1: 2}), read({("start",): 1}))
for r in rows:
    write(r, r["end"] - 1)
print([r["start"] for r in rows])
e = {}
write(e, 1)
write(e, 2)
del e["start"]
print(e, write(e, 3), write(other, 4), write(D(), 5), write(Counter(), 6))
t = {"start": 1}
for i in range(3):
    t["start"] = t["start"] + 1
    t["end"] = t.get("end", 0) + t["start"]
print(t)
s = "x"
for i in range(3):
    s += "y"
    v = {"start": s}
print(read(v), s)

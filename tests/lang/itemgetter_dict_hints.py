# operator.itemgetter over dicts: records built alike and unlike (keys at other entry numbers),
# equal keys that are other objects, int keys, missing keys (KeyError), deleted and re-added
# keys, dict subclasses with __missing__, and non-dicts, read through one getter after another.
from operator import itemgetter


class D(dict):
    def __missing__(self, key):
        return ("missing", key)


rows = [{"a": i, "b": -i, "c": str(i), 7: i * i} for i in range(6)]
rows.append({"c": "first", "b": "second", "a": "third", 7: "int"})
rows.append(D(a="sub"))
rows.append(("t0", "t1"))
g1, g2, g3 = itemgetter("a"), itemgetter("c", "a", 7), itemgetter(0, 1)
print([g1(r) for r in rows[:8]], [g2(r) for r in rows[:7]], g3(rows[-1]))
key = "".join(["a"])
print([itemgetter(key, "b")(r) for r in rows[:7]])
for r in rows[:3]:
    del r["a"]
    r["a"] = "moved"
print([g1(r) for r in rows[:8]], [g2(r) for r in rows[:4]])
try:
    g2(rows[7])
except KeyError as ex:
    print("KeyError", ex)
try:
    itemgetter("zz")({"a": 1})
except KeyError as ex:
    print("KeyError", ex)
print([itemgetter("c", 7)(r) for r in sorted(rows[3:6], key=itemgetter("b"))])
print(sorted([{"k": 3, "v": 1}, {"v": 2, "k": 1}, {"k": 2, "v": 3}], key=itemgetter("k")))
print(itemgetter(1, 0, 1)({0: "zero", 1: "one", True: "ignored"}), itemgetter(2, 0)([5, 6, 7]))

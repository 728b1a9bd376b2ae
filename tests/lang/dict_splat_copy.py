# `{**d, ...}` and `f(**d)` copy d's pairs into the fresh dict in one pass: order, values,
# later keys overriding, deleted entries of the source, non-str keys, duplicates, subclasses,
# and independence of the copy from its source.
class D(dict):
    pass


def kw(**k):
    return k


base = {"b": 2, "a": 1, 3: "three", (1, 2): "pair", 2.5: None}
print({**base})
print({**base, "a": 10, "z": 26})
print({"first": 0, **base})
print({**base, **{"b": 20, "new": 1}})
holey = {str(i): i for i in range(40)}
for i in range(0, 40, 3):
    del holey[str(i)]
copy = {**holey}
print(len(copy), list(copy)[:6], copy == holey)
copy["extra"] = 1
del copy["1"]
print(len(holey), "1" in holey, "extra" in holey)
for n in (0, 1, 5, 6, 10, 11, 100, 1000):
    src = {f"k{i}": i for i in range(n)}
    c = {**src, "tail": -1}
    assert list(c) == list(src) + ["tail"] and all(c[k] == v for k, v in src.items()), n
    assert kw(**src) == src
print("sizes ok")
print({**D(x=1, y=2)}, kw(**D(p=3)))
print(kw(**{"a": 1, "b": 2}), kw(**{}), kw(q=0, **{"r": 1}))
try:
    kw(**{"a": 1, 5: 2})
except TypeError as e:
    print("TypeError:", e)
try:
    kw(**{"a": 1}, **{"a": 2})
except TypeError as e:
    print("TypeError:", e)
try:
    {**[1, 2]}
except TypeError as e:
    print("TypeError:", e)
nested = {"inner": [1, 2]}
shallow = {**nested}
shallow["inner"].append(3)
print(nested, shallow is not nested)
keys = {}
for i in range(30):
    keys = {**keys, f"n{i % 7}": i}
print(keys)

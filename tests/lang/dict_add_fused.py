# `d[k] += imm` and `d[k] -= imm` (compiler/np_compile.c, the DICTADD instruction): updated in
# place on an exact dict (an exact str or small int key that is there) or an exact list (an
# in-range int index) holding an int; everything else (missing keys, __missing__, subclasses,
# non-int values, overflow into big ints, str-subclass keys with __eq__) runs as before.
from collections import Counter, defaultdict

d = {"a": 1, 5: 10, -3: 0}
k = "a"
for i in range(4):
    d[k] += 2
    d[5] -= 1
    d[-3] += -128
    d[k] -= 127
print(d)


def local(xs):
    counts = {x: 0 for x in xs}
    for x in xs:
        counts[x] += 1
    arr = [0] * 4
    for x in range(10):
        arr[x % 4] += 3
        arr[-1] -= 1
    return counts, arr


print(local("abracadabra"))

# Missing key: KeyError, with nothing stored.
e = {}
try:
    e["nope"] += 1
except KeyError as exc:
    print("KeyError:", exc)
print(e)
# Index out of range, negative index, non-int index.
lst = [1, 2, 3]
try:
    lst[3] += 1
except IndexError as exc:
    print("IndexError:", exc)
lst[-3] += 5
try:
    lst["x"] += 1
except TypeError as exc:
    print("TypeError:", exc)
print(lst)

# Non-int values: float, bool, str, None, big int; overflow of a 64-bit value.
vals = {"f": 0.5, "b": True, "s": "x", "n": None, "big": 2**80, "max": 2**63 - 1, "min": -(2**63)}
vals["f"] += 1
vals["b"] += 1
vals["big"] -= 1
vals["max"] += 1
vals["min"] -= 1
try:
    vals["s"] += 1
except TypeError as exc:
    print("TypeError:", exc)
try:
    vals["n"] += 1
except TypeError as exc:
    print("TypeError:", exc)
print(vals)
lv = [2**63 - 1, 1.5, False, "s"]
lv[0] += 1
lv[1] += 1
lv[2] += 1
print(lv)

# Subclasses: defaultdict's __missing__, Counter, a dict subclass's own item methods.
dd = defaultdict(int)
dd["x"] += 1
dd["x"] += 1
cn = Counter()
cn["y"] += 3
cn["y"] -= 1
print(dict(dd), dict(cn))


class Loud(dict):
    def __getitem__(self, k):
        print("getitem", k)
        return dict.__getitem__(self, k)

    def __setitem__(self, k, v):
        print("setitem", k, v)
        dict.__setitem__(self, k, v)


ld = Loud(q=1)
ld["q"] += 1
print(ld)


class MyList(list):
    def __setitem__(self, i, v):
        print("list setitem", i, v)
        list.__setitem__(self, i, v)


ml = MyList([1, 2])
ml[0] += 1
print(ml)


# A str-subclass key equal in hash to the exact str key: its __eq__ runs.
class Noisy(str):
    def __hash__(self):
        return hash(str(self))

    def __eq__(self, other):
        print("eq called")
        return str.__eq__(self, other)


nd = {Noisy("w"): 1}
kk = "w"
nd[kk] += 1
print(nd)
# Float and bool keys equal to stored int keys.
fk = {1: 1, 0: 5}
fk[1.0] += 1
fk[True] += 1
fk[False] -= 1
print(fk)

# Counter(str) into a fresh Counter counts the characters natively (np_lib_collections.c
# count_str): first-seen order, ASCII and non-ASCII, cache collisions of non-ASCII characters,
# and the paths that must not take it (update of a non-empty Counter, str subclasses,
# subclasses overriding __setitem__, dict subclasses with get).
from collections import Counter

c = Counter("héllo wörld ñandú café 😀😀 " * 3)
print(list(c.items()))
print(c.most_common(4))
print(Counter(""), Counter("a"), Counter("ü"))
# Many distinct non-ASCII characters: collisions in the direct-mapped cache.
s = "".join(chr(0x100 + i * 7) for i in range(2000)) * 3 + "".join(chr(0x4E00 + i) for i in range(500))
d = Counter(s)
print(len(d), sum(d.values()), list(d.items())[:3], list(d.items())[-3:])
print(all(v == 3 for k, v in d.items() if ord(k) < 0x4E00))
# Order of first occurrence across ASCII and non-ASCII.
print(list(Counter("zéaéz€a")))

c2 = Counter("abc")
c2.update("ébca")
print(c2)
del c2["a"]
c2.update("aaé")
print(list(c2.items()))

class S(str):
    pass

print(Counter(S("xyzx")))

class Loud(Counter):
    def __setitem__(self, k, v):
        print("set", k, v)
        super().__setitem__(k, v)

print(Loud("aéa"))

try:
    Counter(5)
except TypeError as e:
    print("TypeError", e)

# `ch in s` with a one-byte needle (np_ops.c np_contains' memchr path) and dict lookups with
# equal but not identical str keys (np_dict.c str_key_eq): short, long, non-ASCII, subclasses.
ROWS, COLS = "ABC", "123"
keys = [r + c for r in ROWS for c in COLS]
again = [r + c for r in ROWS for c in COLS]
values = {k: COLS for k in keys}
print(all(values[k] == COLS for k in again), [k in values for k in again[:3]])
long_a = "x" * 40 + "yz"
long_b = "x" * 40 + "y" + "z"
d = {long_a: 1, "é" + "a": 2, "": 3}
print(d[long_b], d["é" + "a"], d["" + ""], ("x" * 17) in d, "éb" in d)
for needle in ("a", "é", "", "ab", "z", "\x00"):
    print(repr(needle), needle in "abc", needle in "xé\x00y", needle in "", needle in "a" * 100)


class S(str):
    pass


print(S("b") in "abc", "b" in S("abc"), S("q") in "abc")
try:
    1 in "abc"
except TypeError as e:
    print("TypeError", e)

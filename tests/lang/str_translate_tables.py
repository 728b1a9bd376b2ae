# str.translate: exact dicts (cached ASCII mappings, deletions, strs, ints, non-ASCII), dict
# subclasses with __missing__, other mappings' LookupErrors, and the mapping errors.
import string
t = str.maketrans("", "", string.punctuation)
print("Hello, World! ¿Qué?".translate(t))
print("abcé".translate({97: "xy", 98: None, 233: 69, 99: True}))
class M(dict):
    def __missing__(self, k):
        return k + 1 if k < 100 else None
print("abc\u0100".translate(M({98: "B"})))
class G:
    def __getitem__(self, k):
        if k == 120: raise IndexError
        return chr(k).upper()
print("xyz".translate(G()))
for bad in [{97: 1.5}, {97: -1}, {97: 0x110000}]:
    try:
        "a".translate(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
class K:
    def __getitem__(self, k):
        raise KeyError(k)
print("q".translate(K()))
print("aaaa".translate({97: "bb"}) * 2)
print("a-b-a-b-c-c".translate({45: 95, 98: None}), "xéxé".translate({233: "e", 120: 0x263A}))

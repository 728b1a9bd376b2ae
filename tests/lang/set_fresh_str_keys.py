# Set membership and add with strs made afresh (split, join, slices) against equal members,
# and a str subclass member found by an exact str (and the reverse).
words = "the cat and the hat and the bat".split()
seen = set()
for w in words:
    seen.add(w)
print(sorted(seen), len(seen))
print("".join(["c", "a", "t"]) in seen, "xcatx"[1:4] in seen, "ca" in seen)
seen.update("the hat sat".split())
print(len(seen), sorted(seen))
frozen = frozenset(words)
print("-".join(["h", "a", "t"]).replace("-", "") in frozen)



class Tag(str):
    pass


s = {Tag("ab")}
print("".join(["a", "b"]) in s, "ab "[:2] in s)
s.add("ab"[:])
print(len(s), type(next(iter(s))).__name__)
print(Tag("ab") in {"".join(["a", "b"])})

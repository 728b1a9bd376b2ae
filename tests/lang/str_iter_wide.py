# Iterating a str with non-ASCII characters: the str iterator's cache of non-ASCII
# characters (vm/np_iter.c str_iter_wide) across 2-, 3- and 4-byte characters, cache
# collisions, short strings (no cache), next() mixed with for loops, the C consumers, and
# characters that compare equal to literals and work as dict keys.
s = "héllo wörld ñandú café ☃ 😀 " * 5
n = 0
d = {}
for ch in s:
    if ch == "é" or ch == "😀":
        n += 1
    d[ch] = d.get(ch, 0) + 1
print(n, len(s), sorted(d.items()))

# Many distinct characters, so cache slots collide and are replaced.
t = "".join(chr(c) for c in range(0xA0, 0x600)) + "".join(chr(c) for c in range(0x1F600, 0x1F650))
out = [ch for ch in t]
print(len(out), "".join(out) == t, out[:3], out[-3:])
print(all(ord(a) == b for a, b in zip(t, list(range(0xA0, 0x600)) + list(range(0x1F600, 0x1F650)))))
u = t * 2
print(sum(1 for ch in u if ch == "ŝ"), [ch for ch in u if ch in "ĀߐЖ😃"])

it = iter("aé" * 40 + "ü")
print(next(it), next(it), next(it), next(it))
rest = []
for ch in it:
    rest.append(ch)
    if len(rest) == 5:
        break
print(rest, next(it), list(it)[-3:], list(it))

print(list("dé"), tuple("☃x😀"), set("ééé"), sorted("żółw"), "".join(reversed("añb")))
print(min("ñandú"), max("ñandú"), sum(ord(c) for c in "día" * 30))

class S(str):
    pass

print([c for c in S("çà et là " * 10)][:6], type(next(iter(S("é")))))

for i, ch in enumerate("ŁÓDŹ" * 20):
    if i in (0, 3, 79):
        print(i, ch, ch.lower(), ord(ch))
print({ch: i for i, ch in enumerate("αβγαβγ" * 12)})

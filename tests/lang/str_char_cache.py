# One-character ASCII strs from iteration and indexing are shared objects: appending to one
# (owned-str appends), using them as dict keys and comparing them must never change another.
def appends():
    s = "abcab"
    out = []
    for c in s:
        c += "x"
        c += "y"
        out.append(c)
    t = s[0]
    t += "!"
    return s, out, t, s[0], s[3]
print(appends())
g = "zz"[0]
g += "q"
print(g, "zz"[0], "zz"[1] + "w")
counts = {}
for ch in "hello world, héllo wörld":
    counts[ch] = counts.get(ch, 0) + 1
print(sorted(counts.items()))
print([c for c in "a\x00\x7fé€😀"], "ab"[-1], "\x7f"[0] == "\x7f")
print(ord("q"[0]), "x"[0].upper(), "Ab"[0].lower(), "a"[0] * 3, len("🙂a"[1]))
chars = list("mississippi")
chars.sort()
print("".join(chars), max("banana"), min("banana"))

# startswith/endswith/find/count/index and upper/lower edge cases for the fast paths in
# stdlib/np_lib_str.c (no call for absent start/end, first byte compared inline, ASCII case
# mapping by one range test): ranges, None and negative indices, empty needles, tuples,
# non-ASCII text and the error messages.

texts = ["", "a", "hello world", "Hello, World!", "caf\u00e9 cr\u00e8me", "\u00e9t\u00e9",
         "aaa", "abcabcabc", "[]{}@`^_~", "MiXeD 123 CaSe_ZZ@["]
subs = ["", "a", "h", "he", "hello", "world", "d", "!", "\u00e9", "cr\u00e8", "abc", "bca", "ZZ@["]
for t in texts:
    print(repr(t), t.upper(), t.lower(), t.casefold(), t.swapcase(), t.upper().lower() == t.lower())
    for s in subs:
        print(" ", repr(s), t.startswith(s), t.endswith(s), t.find(s), t.rfind(s), t.count(s),
              t.startswith(s, 1), t.endswith(s, 0, -1), t.find(s, -3), t.count(s, None, 4),
              t.startswith(s, -2, None), t.startswith(s, 100), t.endswith(s, 2, 1))
    print(" tuples", t.startswith(("x", "h", "H")), t.endswith(("", "zz")), t.startswith(()),
          t.endswith(("e", "\u00e9", "!")), t.startswith(("abc", "ab"), 3))

# One-byte needles in non-ASCII text match only whole characters.
s = "\u00e9a\u00e8a\u20aca"
print(s.count("a"), s.find("a"), s.rfind("a"), s.index("a", 2), s.startswith("\u00e9a"),
      s.endswith("\u20aca"), s.startswith("\u00e8", 2), s.endswith("\u00e8", 0, 3))

for call in (lambda: "a".startswith(1), lambda: "a".startswith(("a", 1)),
             lambda: "a".startswith([]), lambda: "a".endswith(("b", None)),
             lambda: "a".startswith(), lambda: "a".startswith("a", 0, 1, 2),
             lambda: "a".startswith("a", "0"), lambda: "a".endswith("a", 1.0),
             lambda: "a".startswith(prefix="a"), lambda: "a".find(1), lambda: "a".count(None),
             lambda: "abc".index("z"), lambda: "abc".rindex("z", 1), lambda: "a".upper(1),
             lambda: "a".lower(x=1), lambda: "a".find(), lambda: "a".count("a", 0, 1, 2)):
    try:
        print(call())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# Case mapping of every ASCII code point, and results that are new strs.
allascii = "".join(chr(i) for i in range(128))
print(repr(allascii.upper()), repr(allascii.lower()))
print([c for c in allascii.lower() if c.isupper()], len(allascii.upper()),
      allascii.lower() == "".join(chr(i + 32) if 65 <= i <= 90 else chr(i) for i in range(128)),
      allascii.upper() == "".join(chr(i - 32) if 97 <= i <= 122 else chr(i) for i in range(128)))
words = "The Quick BROWN fox".split()
low = [w.lower() for w in words]
up = [w.upper() for w in words]
print(low, up, {w: len(w) for w in low}, low[0] + up[1], low[3] == "fox", sorted(up))


class S(str):
    pass


print(type(S("Ab").lower()).__name__, S("Ab").upper(), S("ab").startswith("a"))

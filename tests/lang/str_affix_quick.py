# startswith/endswith with one str argument take a short path: empty, equal, longer, non-ASCII
# (byte edges are code-point edges), subclasses, and every other form's errors and ranges.
s = "héllo wörld"
for p in ["", "h", "hé", "héllo", "héllo wörld", "héllo wörld!", "é", "ld", "wörld", "rld", "x" * 300, s * 30]:
    print(repr(p[:12]), s.startswith(p), s.endswith(p), (s * 30).startswith(p), (s * 30).endswith(p), "".startswith(p), "".endswith(p))
class S(str):
    pass
print(S("abc").startswith(S("a")), "abc".endswith(S("bc")), S("abc").endswith("c"))
for bad in (1, None, ["a"], ("a", 1), b"a"):
    for m in ("startswith", "endswith"):
        try:
            print(getattr("abc", m)(bad))
        except TypeError as e:
            print("TypeError", e)
print("abc".startswith("b", 1), "abc".endswith("b", 0, 2), "abc".startswith(("x", "ab")), "abc".endswith(()))
print("abc".startswith("", 3), "abc".startswith("", 4), "".endswith("", 0), "abc".endswith("c", -1))
try:
    "abc".startswith(prefix="a")
except TypeError as e:
    print("TypeError", e)
try:
    "abc".startswith()
except TypeError as e:
    print("TypeError", e)
try:
    str.startswith(1, "a")
except TypeError as e:
    print("TypeError", e)
print(str.startswith("abc", "a"), str.endswith("abc", "bc"), "\U0001F600x".endswith("x"), "x\U0001F600".endswith("\U0001F600"), "\U0001F600".startswith("\U0001F600"[:1]))

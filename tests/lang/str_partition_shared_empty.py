# partition/rpartition: found and not found, empty pieces (the shared empty str), non-ASCII,
# str subclasses, and the argument errors (worded with the qualified name).
for s in ("a=b", "=b", "a=", "=", "", "abc", "a=b=c", "héllo=wörld", "x" * 300 + "=y"):
    print(repr(s[:10]), s.partition("="), s.rpartition("="), s.partition("=b"), s.rpartition("b="))
    h, sep, t = s.partition("é")
    print(h[:5], sep, t[:5], s.partition("é")[1] is s.partition("é")[1])
class S(str):
    pass
print(S("a=b").partition("="), type(S("a=b").partition("=")[0]).__name__, type(S("ab").partition("=")[0]).__name__)
print("a=b".partition(S("=")), type("a=b".partition(S("="))[1]).__name__)
for call in (lambda: "a".partition(), lambda: "a".partition("", ), lambda: "a".partition(1),
             lambda: "a".partition("=", "x"), lambda: "a".rpartition(sep="="), lambda: "a".rpartition(None),
             lambda: str.partition("a=b", "="), lambda: "ab".partition("")):
    try:
        print("ok", call())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print("".partition("x")[1] == "", "".partition("x")[2] == "")

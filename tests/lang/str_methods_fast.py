# Fast paths in str methods: one-byte needles (memchr/memrchr) for find/rfind/count/split/
# rsplit/replace/index, ASCII pieces of split/strip/slicing, replace of ASCII strs, str() of
# ints, code-point counts of long ASCII / non-ASCII strs, and the argument errors that the
# qualified method names appear in.
s = "item-12345-x-1"
print(s.find("-"), s.rfind("-"), s.find("-", 5), s.rfind("-", 0, 10), s.find("z"), s.rfind("z"))
print(s.count("1"), s.count("1", 2), s.count("1", 2, 8), s.count(""), s.count("-x"))
print(s.index("x"), s.rindex("1"), s.split("-"), s.rsplit("-", 1), s.split("-", 2))
print(s.replace("-", "_"), s.replace("-", "_", 1), s.replace("1", ""), s.replace("q", "r") is s)
u = "h\u00e9llo-w\u00f6rld-\U0001f600-end"
print(u.find("-"), u.rfind("-"), u.count("l"), u.split("-"), u.replace("-", "+"), len(u.replace("-", "\u00e9")))
print(u.index("\u00f6"), u.find("\u00f6r"), u.replace("\u00e9", "e"), len(u.replace("\u00e9", "e")))
print([p for p in u.split("-")], [len(p) for p in u.split("-")], u[2:8], len(u[2:8]))
a = "abcdefgh" * 5 + "\u00e9" + "xyz" * 9
print(len(a), a.find("\u00e9"), a[38:44], len(a[30:]), a.upper()[-6:])
long_ascii = "0123456789" * 10
print(len(long_ascii), long_ascii.count("9"), long_ascii.rfind("0"), long_ascii.strip("0"))
print(str(0), str(-5), str(2 ** 63), str(-(2 ** 63)), str(True), str(3.5), str("x"), str())
print(str(12345678901234) + "!", "  pad  ".strip(), " x ".lstrip(), " x ".rstrip() + "|")
print("a,b,,c".split(","), ",a,".split(","), "".split(","), "abc".split("abc"))
print("x".join(["1", "2"]), "-".join(p.strip() for p in [" a ", "b "]))
for bad in [lambda: s.find(1), lambda: s.count(None), lambda: s.endswith(5),
            lambda: s.find("a", start=1), lambda: s.count(), lambda: s.find("a", 1, 2, 3),
            lambda: s.replace("a"), lambda: s.replace("a", 1), lambda: "x".center(5, "ab"),
            lambda: "x".partition(""), lambda: "x".removeprefix(1), lambda: s.startswith("a", "b")]:
    try:
        print(bad())
    except (TypeError, ValueError) as exc:
        print(type(exc).__name__, exc)
print(s.endswith("1"), s.endswith(("x", "1")), s.startswith("item", 0, 4), s.startswith("tem", 1))
print("%s" % "a-b".replace("-", "\u00e9"), "a\u00e9b".replace("\u00e9", "-").isascii())

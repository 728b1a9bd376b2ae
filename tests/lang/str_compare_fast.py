# Comparisons of two exact strs run inline in the interpreter (vm/np_interp.c compare_slow),
# with the following branch taken directly; subclasses and mixed types keep the full protocol.
words = ["", "a", "b", "ab", "abc", "abd", "B", "Z", "\u00e9", "e\u0301", "\U0001F600", "z" * 40,
         "".join(["ab", "c"]), "abc"[:2]]
out = []
for x in words:
    for y in words:
        out.append((x == y, x != y, x < y, x <= y, x > y, x >= y))
        if x == y:
            out.append("eq")
        if x < y:
            out.append("lt")
        elif x >= y:
            out.append("ge")
print(out.count("eq"), out.count("lt"), out.count("ge"), sum(sum(t) for t in out if type(t) is tuple))

built = "".join(["o", "p"])
print(built == "op", "op" != built, built < "oq", "oo" < built)


class Loud(str):
    def __eq__(self, other):
        return "always"

    def __lt__(self, other):
        return "lt-called"



s = Loud("x")
print(s == "y", "y" == s, s < "a", "a" > s, s != "x")
print("a" == 1, "a" != None, "a" == ["a"])
try:
    "a" < 1
except TypeError as e:
    print("TypeError", e)
i = 0
tok = "while"
while tok != "stop":
    i += 1
    tok = "stop" if i > 5 else tok
print(i, max(words, key=len) == "z" * 40)

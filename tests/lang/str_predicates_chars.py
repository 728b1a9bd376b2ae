# str predicates (isalpha, isdigit, isdecimal, isnumeric, isalnum, isspace, isprintable, isascii)
# on one-character and longer strs, ASCII and not, and their argument errors.
preds = ["isalpha", "isdigit", "isdecimal", "isnumeric", "isalnum", "isspace", "isprintable", "isascii"]
for name in preds:
    f = getattr(str, name)
    ascii_hits = "".join(chr(c) for c in range(128) if f(chr(c)))
    print(name, repr(ascii_hits))
samples = ["", "a", "Z", "0", "9", " ", "\t", "\x1f", "\x7f", "ab1", "abc", "123", "a b", "é", "ß",
           "²", "½", "٣", "一", "\u2028", "\xa0", "x\u0301", "Ⅻ", "abc\n", "🙂", "A1é"]
for s in samples:
    print(repr(s), [getattr(s, name)() for name in preds])
letters = set()
for w in ["hello", "wörld", "it's", "x2"]:
    letters.update(ch for ch in w if ch.isalpha())
print(sorted(letters))


class S(str):
    def isalpha(self):
        return "overridden"


print(S("a").isalpha(), S("1").isdigit(), str.isalpha(S("b")))
for call in (lambda: "a".isalpha(1), lambda: "a".isdigit(x=1), lambda: str.isspace(5)):
    try:
        call()
    except TypeError as e:
        print("TypeError", e)

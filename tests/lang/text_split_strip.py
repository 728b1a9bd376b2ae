# str.split/rsplit/strip/lstrip/rstrip edge cases for the fast paths in stdlib/np_lib_str.c
# (ASCII byte scanning, pieces gathered in chunks of 32, shared one-character and empty pieces):
# Unicode whitespace, non-ASCII text, maxsplit, many pieces, and the error messages.

samples = [
    "", " ", "a", " a ", "a b", "  alpha beta\tgamma\n\ndelta  ",
    "x\x1cy\x1dz\x1ew\x1fv", "\x0b\x0cform\rfeed", "no_space_at_all",
    "caf\u00e9 na\u00efve  r\u00e9sum\u00e9", "a\u00a0b\u2003c\u3000d\x85e\u2028f\u2029g",
    "\u00a0\u00a0lead and trail\u3000", "\u4e2d\u6587 \u5b57 \u7b26",
    "emoji \U0001F600 x \U0001F601", "\u200bzero\u200bwidth",  # U+200B is not whitespace
    " ".join(str(i) for i in range(100)), ",".join("abc"[i % 3] * (i % 4) for i in range(90)),
]

for s in samples:
    print(repr(s))
    print(" split", s.split(), s.rsplit())
    for m in (0, 1, 2, -1, 50):
        print(" max", m, s.split(None, m), s.rsplit(None, m), s.split(maxsplit=m),
              s.rsplit(sep=None, maxsplit=m))
    for sep in (",", " ", "a", "\u00e9", "ab", "  "):
        print(" sep", repr(sep), s.split(sep), s.rsplit(sep), s.split(sep, 1), s.rsplit(sep, 2))
    print(" strip", repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
    for chars in ("", " a", "\u00e9c", "\u3000\u00a0 ", "ageb\t", "0123456789 ", None):
        print(" chars", repr(chars), repr(s.strip(chars)), repr(s.lstrip(chars)),
              repr(s.rstrip(chars)))

# Pieces are real strs: usable as keys, concatenated, compared, counted.
words = "the cat the dog a b a c".split()
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
print(counts, [w + "!" for w in words], words.count("a"), sorted(set(words)))
pieces = "a,b,,c,".split(",")
print(pieces, [len(p) for p in pieces], pieces[2] == "", "".join(pieces))
acc = pieces[0]
for p in pieces:
    acc += p
print(acc, pieces)

# More pieces than one chunk, with a non-ASCII piece across the boundary.
big = " ".join(["w%d" % i if i % 31 else "\u00e9%d" % i for i in range(200)])
parts = big.split()
print(len(parts), parts[30:34], parts[-3:], big.rsplit(None, 40)[:2], len(big.split(" ", 70)))

# Errors and their messages.
for call in (lambda: "a b".split(""), lambda: "a b".rsplit(""), lambda: "a".split(1),
             lambda: "a".split(None, "1"), lambda: "a".split(None, 1.5), lambda: "a".strip(1),
             lambda: "a".lstrip(["a"]), lambda: "a".rstrip("a", "b"), lambda: "a".split(x=1),
             lambda: "a".split(None, 1, 2), lambda: "a".strip(chars="a")):
    try:
        print(call())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print("a b c".split(None, True), "a b c".rsplit(maxsplit=False), "a b".split(None, -5))


class S(str):
    pass


print([type(p).__name__ for p in S("x y").split()], type(S(" x ").strip()).__name__,
      type(S("x").strip()).__name__)

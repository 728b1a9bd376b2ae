# split() on a one-byte separator (in-place scan, then memchr past 16 bytes), split()'s and
# split(sep)'s argument shapes without binding, and strip()'s early return when neither end is
# whitespace: pieces, maxsplit, long fields, non-ASCII text, subclasses and errors.
lines = ["a,b,c", ",a,,b,", ",", "", "abc", ",,,", "x" * 40 + "," + "y" * 17 + ",z",
         "é,日本,🙂,", "one, two ,three", "a" * 16 + "," + "b" * 15 + "," + "c" * 16,
         "long field with no separator at all beyond sixteen bytes"]
for s in lines:
    for m in (-1, 0, 1, 2, 100):
        print(repr(s), m, s.split(",", m), s.split(",", maxsplit=m), s.rsplit(",", m))
    print(s.split(","), s.split(sep=","), s.split(", "), s.split(None), s.split())
print("a b".split(" "), "a\tb".split("\t"), "x.y.z".split(".", 1), "é€é".split("€"))
for bad in [("",), (5,), (",", "2"), (",", 1.0)]:
    try:
        print("a,b".split(*bad))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    "a,b".split(",", 1, 2)
except TypeError as e:
    print("TypeError", e)
try:
    "a,b".split(sep=",", bogus=1)
except TypeError as e:
    print("TypeError", e)

class S(str):
    pass

for v in ["abc", " abc", "abc ", " ", "", "\u3000x\u3000", "\x1cx\x1f", "éx", "xé", "\nx\t",
          "\x85x\xa0", S("abc"), S(" ab ")]:
    r = (v.strip(), v.lstrip(), v.rstrip(), v.strip(None), v.strip("x"))
    print(repr(v), [repr(x) for x in r], [type(x).__name__ for x in r])
word = "stable"
print(word.strip() is word, S("q").strip() == "q", type(S("q").strip()).__name__)
try:
    "x".strip(1)
except TypeError as e:
    print("TypeError", e)
try:
    "x".strip(chars="x")
except TypeError as e:
    print("TypeError", e)
rows = [f" {i}, cust{i % 7} ,SKU-{i:03d},{i % 5},{i * 0.25},{'north' if i % 2 else 'south'},2024-01-{i % 28 + 1:02d}"
        for i in range(300)]
total = 0
for row in rows:
    parts = [p.strip() for p in row.split(",")]
    total += int(parts[0]) + len(parts[1]) + int(parts[3]) + len(parts[6])
print(total, parts)

# str methods beyond the basics: full Unicode case mapping (SpecialCasing, final sigma with
# case-ignorable characters), Unihan numerals, identifiers, splitlines boundaries,
# maketrans/translate, format_map, and their error messages.
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

words = ["ß", "ﬁ", "İ", "ΑΣ", "ΑΣ Σ", "ŉ", "ΐ", "ᾳ", "ǅ", "ﬃx", "aΣb", "Σ", "ΑΣ.", "Α.Σ",
         "ΑΣ\u0301", "ὒ", "ᾼ", "Ω", "ǰ", "ﬓ", "ΌΣΟΣ ΟΔΟΣ", "Α'Σ'", "straße", "ǆemal", "ῼ",
         "Ａｂｃ", "ʼn", "x\u0345Σ", "ΑΣ\u0345a", "ǈubljana", "hello world", "o'neil mc-donald"]
for s in words:
    print(repr(s), repr(s.upper()), repr(s.lower()), repr(s.title()), repr(s.capitalize()),
          repr(s.swapcase()), repr(s.casefold()))
for s in ["一", "二", "兆", "½", "²", "Ⅻ", "٣", "፩", "〇", "𝟙", "①", "⒈", "千", "万", "零", "壹",
          "x", "3", "Ⅷ", "¼", "𐄇", "七十", "⁵", "₉"]:
    print(repr(s), s.isnumeric(), s.isdigit(), s.isdecimal(), s.isalnum(), s.isalpha())
for s in ["α", "x1", "1x", "_", "ℕ", "℘", "·x", "x·", "ᢅ", "℮", "a\u0301", "a-b", "", "ｘ",
          "变量", "x\u200d", "℘x", "\u309b", "a\u309b"]:
    print(repr(s), s.isidentifier())
print("a\nb\rc\r\nd\x0be\x0cf\x1cg\x1dh\x1ei\x85j\u2028k\u2029l".splitlines())
print("a\n\nb\r\n".splitlines(True), "".splitlines(), "\n".splitlines(), "x\r".splitlines(keepends=True))
t = str.maketrans("abc", "xyz", "d")
print(sorted(t.items()), "abcdd".translate(t), str.maketrans({"a": "b", 98: None}))
print("abc".translate({97: "AA", 98: None, 99: 100}), "héllo".translate({ord("é"): "e"}))
print(str.maketrans("", "", "xy"), "xyzzy".translate(str.maketrans("", "", "xy")))
print("abc".translate([ord("A"), ord("B")] * 50))
show(lambda: str.maketrans("ab", "c"))
show(lambda: str.maketrans({"ab": 1}))
show(lambda: str.maketrans(1))
show(lambda: str.maketrans("a", 1))
show(lambda: str.maketrans("a", "b", 3))
show(lambda: str.maketrans())
show(lambda: str.maketrans({1.5: "a"}))
show(lambda: "a".translate({97: 1.5}))
show(lambda: "a".translate({97: 0x110000}))
show(lambda: "a".translate())
show(lambda: "a".translate(5))
print("{a}{b}".format_map({"a": 1, "b": 2}), "{0}".format_map({}) if False else "-")
show(lambda: "{a}".format_map({}))
show(lambda: "{a}".format_map(1))
show(lambda: "{}".format_map({"a": 1}))
show(lambda: "x".format_map())
print("İ".lower().upper(), len("İ".lower()), "ǈ".istitle(), "ǅa".istitle(), "Aǅ".istitle())
print("ß".isupper(), "ß".islower(), "ᾼ".istitle(), "ᾼ".isupper(), "Ǆ".isupper())
print("ΣΑΣ ΣΑΣ".lower(), "ΣΑΣ,ΣΑΣ".lower(), "Σ.Σ".lower(), "ΑΣ1".lower(), "ΑΣ-".lower())

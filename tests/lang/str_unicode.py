# Non-ASCII text: length, indexing, slicing, methods and escapes count code points, not bytes.
s = "héllo wörld"
print(len(s), s[1], s[-4], s[1:5], s[::-1], s.upper(), s.title())
e = "日本語のテキスト"
print(len(e), e[0], e[2:4], e[::-1], e.find("の"), e.count("テ"), list(e[:3]))
m = "naïve café — “quotes” ✓"
print(len(m), m.split(), m.replace("é", "e"), m.index("—"))
emoji = "I ❤ 🐍 and 🎉!"
print(len(emoji), emoji[4], emoji[-2], emoji.split(" "), [ord(c) for c in emoji if ord(c) > 127])
print(chr(128013), chr(233), ord("€"), hex(ord("🐍")), "\U0001F40D" == "🐍", "\u20ac")
print(repr("é"), repr("日本"), repr("\u200b"), repr("🐍"), ascii("é🐍"))
g = "Ελληνικά"
print(g.lower(), g.upper(), len(g), g.isalpha(), g[::2])
print("straße".upper(), "ǉ".title(), "İ".lower(), len("İ".lower()))
print("ａｂｃ".isalpha(), "١٢٣".isdigit(), "١٢٣".isdecimal(), int("١٢٣"), "Ⅻ".isnumeric())
print(sorted(["b", "á", "a", "z", "é", "A"]), max("añb"), min("😀a"))
words = "über Straße café naïve résumé".split()
print([w.capitalize() for w in words], [len(w) for w in words])
print("{:^9}|{:>6}|".format("日本", "é"), f"{'ü':*<4}")
t = "abc日本def"
for i, c in enumerate(t):
    if not c.isascii():
        print(i, c, ord(c))
print(t.center(13, "·"), t.zfill(12))
print("ß" == "ss", "ß".casefold() == "ss", "ﬁ".upper())
print("x\u0301", len("x\u0301"), "A\u030a" == "Å")
print(" ".join(reversed("one two three".split())), "🙂" * 3, "🙂🙃".index("🙃"))

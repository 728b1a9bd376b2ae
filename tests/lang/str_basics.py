# String indexing, slicing with positive and negative steps, concatenation and repetition.
s = "Hello, World"
print(s[0], s[-1], s[4], s[-5], len(s))
print(s[0:5], s[7:], s[:5], s[-5:], s[:-7], s[2:-2])
print(s[::2], s[1::2], s[::-1], s[::-2], s[-1:-6:-1], s[10:2:-3])
print(s[100:], s[-100:3], s[5:2], repr(s[5:2]), s[::100])
print(s + "!", s * 2, 3 * "ab", "" * 5, "x" * 0, "y" * -1)
print("a" "b" "c", 'single', "double", '''triple''', """also triple""")
print("tab\there", "newline\\n", "quote\"s", 'apos\'s', "back\\slash")
print(repr("it's"), repr('say "hi"'), repr("both ' and \""), repr("\n\t\\"))
print(repr("\x00\x07\x1f\x7f"), repr("caf\xe9"), "\u00e9", "\u03b1")
print(r"raw\nstring", len(r"\n"), len("\n"))
t = """line one
line two
  indented"""
print(t)
print(t.count("\n"), t.splitlines())
print(str(42), str(3.5), str(None), str(True), str([1, "a"]), str((1,)), repr("x"))
print(ord("A"), ord("z"), chr(65), chr(0x263A), ord("\u00e9"))
print("abc" == "abc", "abc" != "abd", "abc" < "abd", "Z" < "a")
words = []
for ch in "hello":
    words.append(ch.upper())
print("-".join(words))
print(list("abc"), tuple("xy"), sorted("banana"), "".join(sorted("banana")))
print(min("hello"), max("hello"), "l" in "hello", "lo" in "hello", "ol" in "hello")
print("abc"[1:2] * 3, ("ab" + "cd")[1:3])
n = 0
for i, c in enumerate("mississippi"):
    if c == "s":
        n += i
print(n)
print(str(), repr(""), len(""), "".join([]))
print("%s" % "x", "a,b".split(","), "  pad  ".strip())

# The everyday string methods.
s = "  The quick brown fox  "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()), repr("xxhixx".strip("x")))
print(s.split(), "a,b,,c".split(","), "a b c".split(" ", 1), "a,b,c".rsplit(",", 1))
print("one\ntwo\r\nthree".splitlines(), "x".split("x"), "".split(), "".split(","))
print(",".join(["a", "b", "c"]), "".join(["x", "y"]), " ".join("abc"))
print("hello".upper(), "HELLO".lower(), "hello world".title(), "hello".capitalize(), "HeLLo".swapcase())
print("hello".replace("l", "L"), "hello".replace("l", "L", 1), "aaa".replace("a", "bb"), "abc".replace("", "-"))
print("hello".find("l"), "hello".find("z"), "hello".rfind("l"), "hello".index("e"), "hello".rindex("l"))
print("hello".count("l"), "aaaa".count("aa"), "hello".count(""), "abcabc".find("c", 3))
print("hello".startswith("he"), "hello".endswith("lo"), "hello".startswith(("x", "h")), "hello".endswith("l", 0, 4))
print("123".isdigit(), "12a".isdigit(), "abc".isalpha(), "ab1".isalnum(), "  ".isspace(), "Hi".isupper(), "hi".islower())
print("Hello World".istitle(), "abc".isidentifier(), "1abc".isidentifier(), "".isdigit())
print("hi".center(10, "*"), "hi".ljust(6, "."), "hi".rjust(6), "42".zfill(5), "-42".zfill(6))
print("a-b-c".partition("-"), "a-b-c".rpartition("-"), "abc".partition("x"))
print("hello world".split("o"), "a  b   c".split(), "  lead".split(" "))
print("tab\tsep".expandtabs(4), "%d items" % 3, "prefix_name".removeprefix("prefix_"), "file.py".removesuffix(".py"))
print("Hello".casefold(), "ß".upper(), "ǅ".lower())
words = "the cat sat on the mat the end".split()
print(words.count("the"), sorted(set(words), key=words.index))
print("-".join(w.capitalize() for w in words))
print("x=1;y=2".split(";")[1].split("="), "a:b:c".split(":", maxsplit=1))
print("CamelCaseString".lower().count("c"), "snake_case_here".split("_"))
text = "To be, or not to be: that is the question."
clean = ""
for ch in text:
    if ch.isalpha() or ch == " ":
        clean += ch.lower()
print(clean.split())
print("{} {}".format("a", "b"), "ab".join("XYZ"), str.upper("q"))
print("abc" * 2 == "abcabc", "abc".__len__() if False else len("abc"))

# `x in s` for a one-character x (memchr) and longer needles: empty strs, NUL, non-ASCII text
# around an ASCII needle, multi-byte needles, str subclasses and the TypeError.
cases = [("a", ""), ("", ""), ("", "abc"), ("a", "abc"), ("d", "abc"), ("\x00", "a\x00b"),
         ("e", "h\u00e9llo"), ("\u00e9", "h\u00e9llo"), ("\u00e9", "hello"), ("l", "h\u00e9llo"),
         ("\u20ac", "a\u20acb"), ("ab", "xaby"), ("ba", "xaby"), ("y", "x" * 100 + "y")]
for needle, hay in cases:
    print(repr(needle), repr(hay), needle in hay, needle not in hay)


class S(str):
    pass


print(S("b") in "abc", "b" in S("abc"), S("z") in S("abc"))
digits = "123456789"
print(sum(1 for c in "a1b2c3d0" if c in digits))
for bad in [1, None, ["a"]]:
    try:
        print(bad in "abc")
    except TypeError as e:
        print("TypeError", e)

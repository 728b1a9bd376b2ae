# unicodedata's name, lookup, digit, decimal, numeric and east_asian_width (the tables of
# stdlib/np_lib_uninames.c): word-coded names, Hangul syllables, the PREFIX-XXXX ranges,
# aliases and named sequences, case rules of lookup, defaults and CPython's errors.
import unicodedata as u

for ch in "a\u00e9\u0301\u20ac\u00bd\u2167\u0663\u00b2\u4e07\uac00\uac01\ud7a3\u4e00\U0002a6df" \
          "\uf900\U00018b00\U0001b170\U0001f600\u1100\ufeff\x7f \U000e0001\u0f33\U0001d7ce":
    print(hex(ord(ch)), u.name(ch, None), u.decimal(ch, None), u.digit(ch, None),
          u.numeric(ch, None), u.east_asian_width(ch))
for c in range(0x2150, 0x2190, 3):
    print(hex(c), u.numeric(chr(c), "-"), u.name(chr(c), "-"))
print(sum(1 for c in range(0x3000) if u.name(chr(c), None)),
      sum(u.digit(chr(c), 0) for c in range(0x10000)),
      [u.east_asian_width(chr(c)) for c in (0x20, 0xa1, 0x1100, 0x3000, 0xff01, 0xff61, 0x10ffff)])

for name in ("latin small letter a", "LATIN SMALL LETTER E WITH ACUTE", "Euro Sign",
             "LATIN SMALL LETTER R WITH TILDE", "latin capital letter gha", "NUL", "nul",
             "BYTE ORDER MARK", "KEYCAP NUMBER SIGN", "HANGUL SYLLABLE GA", "HANGUL SYLLABLE GGAG",
             "HANGUL SYLLABLE HIH", "hangul syllable ga", "HANGUL SYLLABLE ", "HANGUL SYLLABLE GAX",
             "CJK UNIFIED IDEOGRAPH-4E00", "CJK UNIFIED IDEOGRAPH-04E00", "CJK UNIFIED IDEOGRAPH-4e00",
             "cjk unified ideograph-4E00", "CJK UNIFIED IDEOGRAPH-E000", "CJK UNIFIED IDEOGRAPH-2A6DF",
             "CJK COMPATIBILITY IDEOGRAPH-F900", "cjk compatibility ideograph-f900",
             "CJK COMPATIBILITY IDEOGRAPH-0F900", "NUSHU CHARACTER-1B170", "nushu character-1b170",
             "KHITAN SMALL SCRIPT CHARACTER-18B00", "GRINNING FACE", "grinning  face", " GRINNING FACE",
             "GRINNING FACE ", "GRINNING", "", "NO SUCH THING", "LATIN SMALL LETTER A\x00",
             b"LATIN SMALL LETTER A", b"EURO SIGN", "x" * 256, "x" * 257, "A" * 300):
    try:
        print(repr(name)[:40], repr(u.lookup(name)))
    except KeyError as e:
        print(repr(name)[:40], "KeyError", str(e)[:60])

for f, args in ((u.name, ("\x00",)), (u.name, (5,)), (u.name, ("ab",)), (u.name, ()),
                (u.digit, ("a",)), (u.decimal, ("\u00b2",)), (u.numeric, ("x",)),
                (u.east_asian_width, ("",)), (u.lookup, (5,)), (u.lookup, ()),
                (u.numeric, ("1", 2, 3))):
    try:
        print(f(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(u.name("\x00", "dflt"), u.numeric("a", None), u.digit("a", 7), u.decimal("\u00b2", "x"))

# decomposition
for ch in "a\u00e9\ufb01\uac00\u00bd\u2167\u3000\U0001d400\u0344\uf900":
    print(hex(ord(ch)), repr(u.decomposition(ch)))
print(sum(1 for c in range(0x3000) if u.decomposition(chr(c))))
for a in (5, "ab", ""):
    try:
        u.decomposition(a)
    except TypeError as e:
        print("TypeError", e)

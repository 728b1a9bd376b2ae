# unicodedata: category, bidirectional, combining, mirrored, decimal, normalize/is_normalized in
# the four forms, the accent-stripping idiom, and CPython's errors.
import unicodedata as ud
chars = "aZ5 é\u0301٣²½中\n!-\u200f\u05d0\u0627(→🙂\ufb01"
print([ud.category(c) for c in chars])
print([ud.bidirectional(c) for c in chars])
print([ud.combining(c) for c in chars])
print([ud.mirrored(c) for c in chars])
print([ud.decimal(c, None) for c in chars], ud.decimal("𝟗"), ud.decimal("９"))
s = "Crème Brûlée ﬁ ① Ａ e\u0301 \u1e9b\u0323 한글"
for f in ("NFC", "NFD", "NFKC", "NFKD"):
    n = ud.normalize(f, s)
    print(f, ascii(n), len(n), ud.is_normalized(f, s), ud.is_normalized(f, n))
def strip_accents(t):
    return "".join(c for c in ud.normalize("NFKD", t) if not ud.combining(c))
print(strip_accents("Àéîõü Ñ çà"))
print(ud.unidata_version)
for bad in [lambda: ud.category("ab"), lambda: ud.category(5), lambda: ud.normalize("NFX", "a"),
            lambda: ud.normalize("NFC", 5), lambda: ud.decimal("a"), lambda: ud.category("")]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# unicodedata.normalize and is_normalized on ASCII strs (returned as they are, in every form),
# str subclasses and non-ASCII text.
import unicodedata


class S(str):
    pass


for form in ("NFC", "NFD", "NFKC", "NFKD"):
    for s in ["", "abc", "Hello, World! 123", "\t\n~", S("abc"), S(""), "é", "e\u0301", "ﬁ", "½"]:
        r = unicodedata.normalize(form, s)
        print(form, repr(s), repr(r), type(r).__name__, unicodedata.is_normalized(form, s))
for bad in (("NFX", "abc"), ("NFC", 5), (5, "abc")):
    try:
        unicodedata.normalize(*bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

# quote/quote_plus/quote_from_bytes: all-safe text decoded as it is, other text through a
# table per safe set (more than 128 safe sets in a loop), str and bytes safe arguments, empty
# input, bytearray input, encodings, and the errors of bad arguments.
from urllib.parse import quote, quote_plus, quote_from_bytes, urlencode, unquote
cases = ["", "abc", "a b", "a/b", "é☺", "~_.-", "100%", "a+b=c&d", "/path/to/x y", "\x00\x7f\x80", "ABCxyz019"]
for c in cases:
    print(repr(quote(c)), repr(quote(c, safe="")), repr(quote(c, safe="/ "), ), repr(quote_plus(c)), repr(quote(c, safe=b"%+")))
print(quote_from_bytes(b""), quote_from_bytes(bytearray(b"a b/c")), quote_from_bytes(b"abc", safe=[47, 200, 32]), type(quote_from_bytes(bytearray(b"abc"))).__name__)
print(quote("a\u00e9b", encoding="latin-1"), quote(b"x y"), urlencode({"k y": "v&w", "n": 5}, doseq=True))
for i in range(300):
    quote("x y", safe=chr(33 + i % 90) * (i % 3))
print(quote("x y:z", safe=":"), quote("x y:z"))
for bad in [lambda: quote_from_bytes("str"), lambda: quote(b"x", encoding="utf-8"), lambda: quote(5)]:
    try:
        bad()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)

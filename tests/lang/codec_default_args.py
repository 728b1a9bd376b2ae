# str.encode() and bytes/bytearray.decode() called without arguments (a quick path to UTF-8,
# strict) against the same calls with explicit arguments, and their errors.
class S(str):
    pass


for s in ("", "abc", "héllo wörld", "日本語", "\U0001F600 x", S("sub"), S("süb")):
    e = s.encode()
    print(repr(e), e == s.encode("utf-8") == s.encode(encoding="utf-8", errors="strict"))
    d = e.decode()
    print(repr(d), type(d).__name__, d == s, bytearray(e).decode() == d)
for bad in (b"\xff", b"ab\xc3", b"\xed\xa0\x80", bytearray(b"x\x80y")):
    try:
        bad.decode()
    except UnicodeDecodeError as ex:
        print(type(ex).__name__, ex)
    print(repr(bad.decode(errors="replace")), repr(bad.decode("utf-8", "ignore")))
try:
    "\ud800".encode()
except UnicodeEncodeError as ex:
    print(type(ex).__name__, ex)
print("\ud800x".encode(errors="replace"), str.encode("plain"), bytes.decode(b"plain"))
for call in (lambda: "x".encode(1), lambda: str.encode(b"x")):
    try:
        call()
    except TypeError as ex:
        print(type(ex).__name__, ex)

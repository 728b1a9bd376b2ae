# ljust/rjust/center (one-byte fills written with memset, counts known without a recount) and
# ord() of one ASCII character: results, lengths, unicode fills and errors as in CPython.
words = ["", "a", "ab", "abc", "héllo", "日本", "x" * 12]
fills = [None, "*", "-", "é", "日", "🙂"]
for w in words:
    for width in (-3, 0, 1, 2, 5, 8, 11):
        for f in fills:
            if f is None:
                r = (w.ljust(width), w.rjust(width), w.center(width))
            else:
                r = (w.ljust(width, f), w.rjust(width, f), w.center(width, f))
            print(repr(r), [len(x) for x in r], [x.isascii() for x in r],
                  [x == x.upper().lower() or x.lower() for x in r][0] is not None)
print("5".zfill(4), "-5".zfill(4), "é".zfill(3), "+x".zfill(5))
print("ab".ljust(True), repr("ab".rjust(False)), "ab".center(3, "é").encode())
padded = "ab".ljust(6, "é")
print(padded, len(padded), padded[5], padded[2:4], padded.find("é"), padded + "!", hash(padded) == hash("abéééé"))
for bad in [("ab", 2 ** 70), ("ab", 3.0), ("ab", "3"), ("ab", 4, "xy"), ("ab", 4, ""), ("ab", 4, 5)]:
    try:
        print(bad[0].ljust(*bad[1:]))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    "ab".ljust(width=4)
except TypeError as e:
    print("TypeError", e)
try:
    "ab".center()
except TypeError as e:
    print("TypeError", e)

class S(str):
    pass

print(type(S("ab").ljust(5)).__name__, type(S("ab").ljust(1)).__name__, repr(S("ab").rjust(4, "0")))
print([ord(c) for c in "aZ~\x00\x7fé日🙂"], ord(S("q")))
for bad in ["", "ab", 5, b"ab", "日本"]:
    try:
        ord(bad)
    except TypeError as e:
        print("TypeError", e)
print(sum(ord(c) for c in "the quick brown fox" * 50))
print(ord(b"A"), ord(bytearray(b"\xff")))
for bad in [b"", bytearray(b"ab")]:
    try:
        ord(bad)
    except TypeError as e:
        print("TypeError", e)

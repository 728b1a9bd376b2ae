# int() and float() of bytes and bytearray (int with and without a base): ASCII digits, whitespace,
# underscores and prefixes as for str; non-ASCII bytes, NULs and bad digits raise ValueError
# naming the bytes' repr (cut to 200 bytes); the digit limit's message is the str one.
cases = [b"12", b"  -7\n", b"+0", b"1_000", bytearray(b"42"), b"\t99\x0b", b"0x1f", b"007"]
for c in cases:
    try:
        print(repr(c), int(c))
    except ValueError as e:
        print(repr(c), "ValueError:", e)
for c, base in [(b"ff", 16), (b"0x_ff", 0), (b"0b101", 0), (bytearray(b"zz"), 36), (b"777", 8),
                (b"12", 2), (b" 0o17 ", 0), (b"08", 0), (b"", 10), (bytearray(), 0)]:
    try:
        print(repr(c), base, int(c, base))
    except ValueError as e:
        print(repr(c), base, "ValueError:", e)
bad = [b"", b"1 2", b"1__0", b"12\x00", b"\xd9\xa1", "١".encode(), b"\xa05", b"x" * 300,
       b"\x1c5", b"1.5", bytearray(b"abc"), b"\xff" * 70 + b"1" * 200]
for c in bad:
    try:
        print(int(c))
    except ValueError as e:
        print("ValueError:", e)
print(int("١"), int(" ٣ "))
try:
    int(b"5", 1)
except ValueError as e:
    print("ValueError:", e)
try:
    int(b"1" * 5000)
except ValueError as e:
    print("ValueError:", str(e)[:60])
print(int(b"9" * 40) + 1, int(b"-" + b"1" * 30, 0))
print(sum(int(str(i).encode()) for i in range(1000)))
# float() of bytes and bytearray: the same text rules, the error naming the whole bytes repr.
for b in [b"1.5", b" 2e3 ", b"x", b"1\x00", b"\xd9\xa1", b"1_0.5", b"inf", b"-nan", b"\x1c1",
          bytearray(b"-0.25"), bytearray(), b"", b"x" * 300, b"1e400", b".5", b"1__0"]:
    try:
        print(float(b))
    except ValueError as e:
        print("ValueError:", e)

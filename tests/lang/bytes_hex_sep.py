# bytes.hex(sep, bytes_per_sep): grouping from the right and the left, and CPython's errors.
data = bytes(range(0, 250, 7))
for args in [(), (":",), (":", 2), (":", -2), (b"-", 3), ("_", -5), (" ", 0), ("|", 100)]:
    print(args, data.hex(*args), bytearray(data[:5]).hex(*args))
print(data.hex(sep=".", bytes_per_sep=4), b"".hex(":"), b"\x01".hex(":", 1))
for bad in [("ab",), (5,), ("é",), (b"\xff",), (["x"],), (":", 1.5), ("",), (None,)]:
    try:
        data.hex(*bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    data.hex(spam=1)
except TypeError as e:
    print(type(e).__name__, e)

# int.from_bytes on 0-9 bytes (at most 8 are read without GMP), both byte orders, signed and
# unsigned, at the int64 edges, from bytes, bytearray and lists.
cases = [b"", b"\x00", b"\x7f", b"\x80", b"\xff", b"\x01\x00", b"\xff\xfe", b"\x00\x80",
         b"\x12\x34\x56", b"\xff\xff\xff\x7f", b"\x00\x00\x00\x80", b"\xff" * 7, b"\x80" + b"\x00" * 6,
         b"\xff" * 8, b"\x7f" + b"\xff" * 7, b"\x80" + b"\x00" * 7, b"\x00" * 7 + b"\x80",
         b"\x01" + b"\x00" * 7, b"\xff" * 9, b"\x00" + b"\xff" * 8, b"\x80" + b"\x00" * 8]
for c in cases:
    print(c.hex(), int.from_bytes(c, "big"), int.from_bytes(c, "little"),
          int.from_bytes(c, "big", signed=True), int.from_bytes(c, byteorder="little", signed=True))
print(int.from_bytes(bytearray(b"\xfe\xff"), "little", signed=True), int.from_bytes([1, 2, 255], "big"))
for v in [0, 1, -1, 127, -128, 255, 2**31, -2**31, 2**63 - 1, -2**63, 2**64 - 1]:
    n = (v.bit_length() + 8) // 8
    for order in ("big", "little"):
        assert int.from_bytes(v.to_bytes(n, order, signed=True), order, signed=True) == v
print("round trips ok")
try:
    int.from_bytes(b"\x01", "middle")
except ValueError as e:
    print("ValueError", e)

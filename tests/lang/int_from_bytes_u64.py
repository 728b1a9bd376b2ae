# int.from_bytes of at most 8 bytes with an unsigned value of 2**63 or more makes a one-limb big
# int without GMP (stdlib/np_lib_bytes.c small_from_bytes): values, arithmetic, hashes, signs.
for bs in (b"", b"\x00", b"\xff", b"\x7f" + b"\xff" * 7, b"\x80" + b"\x00" * 7, b"\xff" * 8, b"\x01" * 9, b"\xff" * 9, bytes(range(200, 208))):
    for order in ("big", "little"):
        for sg in (False, True):
            v = int.from_bytes(bs, order, signed=sg)
            print(len(bs), order, sg, v, v + 1, v * 3, v % 1000, v >> 3, hex(v), v == int(str(v)), hash(v) == hash(int(str(v))))
print(int.from_bytes(bytearray(b"\xfe" * 8), "little"))

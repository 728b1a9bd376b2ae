# The TypeError for a non-str encoding or errors argument names the function called.
cases = [
    lambda: b"x".decode(1),
    lambda: b"x".decode("utf-8", 1),
    lambda: b"x".decode(encoding=1),
    lambda: bytearray(b"x").decode(1),
    lambda: "x".encode(1),
    lambda: "x".encode("utf-8", 2),
    lambda: bytes("x", 1),
    lambda: bytes("x", "utf-8", 3),
    lambda: bytearray("x", 1),
    lambda: str(b"x", 1),
    lambda: str(b"x", "utf-8", 1),
    lambda: str(b"x", errors=2),
    lambda: str("x", 1),
    lambda: str(1, 1),
    lambda: str(1, "a", 1),
    lambda: str("x", "utf-8"),
    lambda: str(5, "utf-8"),
]
for f in cases:
    try:
        print(repr(f()))
    except TypeError as e:
        print("TypeError:", e)
print(str(b"ok", "ascii"), b"ok".decode(errors="ignore"))

# cpython: skip
# Nearly Python has no bytes type: the methods that need one fail with a clear error.
for name, f in [("to_bytes", lambda: (5).to_bytes(2, "big")),
                ("from_bytes", lambda: int.from_bytes([1, 2], "big")),
                ("encode", lambda: "abc".encode())]:
    try:
        f()
        print(name, "no error")
    except NotImplementedError as e:
        print(name, type(e).__name__, e)

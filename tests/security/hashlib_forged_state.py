# cpython: skip
# A hash object's state is a bytes value a script can overwrite (h._state). Nettle writes at
# the state's buffer index without checking it, so a forged state with an index past the
# buffer is refused (TypeError) instead of reaching Nettle; a valid state keeps working.
import hashlib

for name in ["md5", "sha1", "sha224", "sha256", "sha384", "sha512"]:
    h = hashlib.new(name, b"x")
    good = h._state
    h._state = b"\xff" * len(good)
    for op in (lambda: h.update(b"a" * 1000), h.hexdigest, h.digest, h.copy):
        try:
            op()
            print(name, "accepted: wrong")
        except TypeError as e:
            print(name, "TypeError:", e)
    h._state = good
    print(name, h.hexdigest() == hashlib.new(name, b"x").hexdigest())

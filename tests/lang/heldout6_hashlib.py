# hashlib (stdlib/np_lib_hashlib.c + .py): every digest against CPython, incremental update,
# copy() independence, bytearray input, upper-case names in new(), and the TypeErrors/ValueError
# for str data, non-buffers and unknown names.
import hashlib
for name in ("md5", "sha1", "sha224", "sha256", "sha384", "sha512"):
    h = getattr(hashlib, name)(b"abc")
    print(name, h.name, h.digest_size, h.block_size, h.hexdigest())
    print(" empty", hashlib.new(name).hexdigest())
    long = hashlib.new(name.upper(), b"x" * 1000)
    long.update(bytearray(b"y" * 200))
    c = long.copy()
    c.update(b"z")
    print(" long", long.hexdigest()[:32], c.hexdigest()[:32], long.digest()[:4])
h = hashlib.sha256()
for i in range(1000):
    h.update(f"{i},".encode())
print(h.hexdigest(), h.hexdigest() == h.hexdigest())
print(hashlib.md5(usedforsecurity=False).hexdigest(), hashlib.sha1(string=b"s").hexdigest())
print(sorted(hashlib.algorithms_available & {"md5", "sha256"}), type(h).__name__)
print(repr(h).startswith("<sha256 _hashlib.HASH object @ 0x"))
for bad in (lambda: hashlib.sha256("x"), lambda: hashlib.sha256(5), lambda: hashlib.md5().update("s"),
            lambda: hashlib.new("nope"), lambda: hashlib.new("sha256", "text"), lambda: hashlib.sha1([1])):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
digest = hashlib.sha256("héllo wörld".encode("utf-8")).hexdigest()
print(digest[:16], int(digest, 16) % 1000)

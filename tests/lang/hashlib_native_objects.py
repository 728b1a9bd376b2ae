# hashlib's hash objects made and used by natives (stdlib/np_lib_hashlib.c): the named
# constructors' argument binding and messages, update/digest/hexdigest/copy called bound and
# unbound, their argument errors, copies that diverge, state unchanged by digests, and the
# reprs of the constructors and hash objects.
import hashlib

NAMES = ("md5", "sha1", "sha224", "sha256", "sha384", "sha512")


def attempt(label, fn):
    try:
        r = fn()
    except (TypeError, ValueError) as e:
        print(label, type(e).__name__, e)
    else:
        print(label, "->", r)


for name in NAMES:
    ctor = getattr(hashlib, name)
    print(ctor, ctor.__name__, hashlib.new(name).name)
    a = ctor(b"abc")
    b = ctor(string=b"abc", usedforsecurity=False)
    c = ctor(usedforsecurity=True)
    c.update(b"a")
    c.update(bytearray(b"b"))
    c.update(b"")
    c.update(b"c")
    print(name, a.hexdigest() == b.hexdigest() == c.hexdigest(), a.digest() == bytes.fromhex(a.hexdigest()))
    print(" ", a.digest_size, a.block_size, len(a.digest()), len(a.hexdigest()), a.hexdigest()[:20])
    d = a.copy()
    d.update(b"more")
    print("  copy diverges", d.hexdigest() != a.hexdigest(), a.hexdigest() == b.hexdigest())
    print("  repeat digest", a.hexdigest() == a.hexdigest(), a.digest() == a.digest())
    e = ctor(b"abc")
    e.hexdigest()
    e.update(b"more")
    print("  update after digest", e.hexdigest() == d.hexdigest())
    print("  new", hashlib.new(name.upper(), b"abc").hexdigest() == a.hexdigest(),
          hashlib.new(name, data=b"abc", usedforsecurity=False).hexdigest() == a.hexdigest())
    print("  repr", repr(a).startswith("<%s _hashlib.HASH object @ 0x" % name))
    print("  empty", ctor().hexdigest() == ctor(b"").hexdigest() == ctor(bytearray()).hexdigest())

h = hashlib.sha256(b"x" * 1000)
t = type(h)
print(t.__name__, t.hexdigest(h) == h.hexdigest(), t.digest(h) == h.digest())
t.update(h, b"y")
print(h.hexdigest() == hashlib.sha256(b"x" * 1000 + b"y").hexdigest())
print(t.copy(h).hexdigest() == h.hexdigest(), type(t.copy(h)) is t)
print(h.update.__name__, h.hexdigest.__name__, h.copy.__name__, h.digest.__name__)

ba = bytearray(b"hello")
g = hashlib.md5(ba)
ba.extend(b" world")
print(g.hexdigest() == hashlib.md5(b"hello").hexdigest())
g.update(ba)
print(g.hexdigest() == hashlib.md5(b"hellohello world").hexdigest())

# Many short objects, as a content-addressed store makes them.
seen = {}
for i in range(300):
    data = b"blob " + str(i % 97).encode() + b"\0" + bytes(range(i % 40))
    seen.setdefault(hashlib.sha1(data).hexdigest(), data)
print(len(seen), sorted(seen)[0])

attempt("str", lambda: hashlib.sha1("abc"))
attempt("int", lambda: hashlib.sha1(5))
attempt("None", lambda: hashlib.md5(None))
attempt("list", lambda: hashlib.sha512([1, 2]))
attempt("two positional", lambda: hashlib.sha1(b"a", b"b"))
attempt("three", lambda: hashlib.sha1(b"a", b"b", b"c"))
attempt("bad keyword", lambda: hashlib.sha1(data=b"a"))
attempt("other keyword", lambda: hashlib.sha256(b"a", foo=1))
attempt("twice", lambda: hashlib.sha1(b"a", string=b"b"))
attempt("string=str", lambda: hashlib.sha224(string="x"))
attempt("update no args", lambda: hashlib.sha1().update())
attempt("update two", lambda: hashlib.sha1().update(b"a", b"b"))
attempt("update keyword", lambda: hashlib.sha1().update(data=b"a"))
attempt("update str", lambda: hashlib.sha1().update("x"))
attempt("update int", lambda: hashlib.sha1().update(3))
attempt("update None", lambda: hashlib.sha1().update(None))
attempt("hexdigest arg", lambda: hashlib.sha1().hexdigest(1))
attempt("digest arg", lambda: hashlib.sha1().digest(1))
attempt("copy arg", lambda: hashlib.sha1().copy(1))
attempt("new str data", lambda: hashlib.new("sha1", "x"))
attempt("new None", lambda: hashlib.new("md5", None))
attempt("new unknown", lambda: hashlib.new("nope"))
attempt("new keyword", lambda: hashlib.new("md5", b"", foo=1))
attempt("unbound other", lambda: t.update(5, b"x"))
attempt("unbound hex", lambda: t.hexdigest("abc"))

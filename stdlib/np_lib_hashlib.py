# hashlib: the message digests md5, sha1, sha224, sha256, sha384 and sha512 with CPython 3.11's
# interface: the named constructors (string=b"", *, usedforsecurity=True), new(name, data=b""),
# hash objects with update/digest/hexdigest/copy, name, digest_size, block_size and CPython's
# TypeErrors for str and non-buffer data. The digests are computed by the natives _init,
# _update and _final (stdlib/np_lib_hashlib.c, Nettle); a hash object holds the running state as
# bytes. Not provided: blake2b/blake2s, sha3_*, shake_*, pbkdf2_hmac, scrypt, file_digest
# (new() with their names raises ValueError "unsupported hash type NAME").

__all__ = ("md5", "sha1", "sha224", "sha256", "sha384", "sha512", "new",
           "algorithms_guaranteed", "algorithms_available")

# name: (digest_size, block_size)
_SIZES = {"md5": (16, 64), "sha1": (20, 64), "sha224": (28, 64), "sha256": (32, 64),
          "sha384": (48, 128), "sha512": (64, 128)}

algorithms_guaranteed = frozenset(_SIZES)
algorithms_available = frozenset(_SIZES)


class HASH:
    __slots__ = ("_name", "_state")

    def __init__(self, name, data=b""):
        self._name = name
        self._state = _init(name, data)

    @property
    def name(self):
        return self._name

    @property
    def digest_size(self):
        return _SIZES[self._name][0]

    @property
    def block_size(self):
        return _SIZES[self._name][1]

    def update(self, data, /):
        self._state = _update(self._name, self._state, data)

    def digest(self):
        return _final(self._name, self._state)

    def hexdigest(self):
        return _final(self._name, self._state).hex()

    def copy(self):
        h = HASH(self._name)
        h._state = self._state
        return h

    def __repr__(self):
        return "<%s _hashlib.HASH object @ %s>" % (self._name, hex(id(self)))


def new(name, data=b"", **kwargs):
    for key in kwargs:
        if key != "usedforsecurity":
            raise TypeError("'%s' is an invalid keyword argument for new()" % key)
    if not isinstance(name, str):
        raise TypeError("new() argument 'name' must be str, not %s" % type(name).__name__)
    key = name.lower()
    if key not in _SIZES:
        raise ValueError("unsupported hash type " + name)
    return HASH(key, data)


def _constructor(algorithm):
    def construct(string=b"", *, usedforsecurity=True):
        return HASH(algorithm, string)
    construct.__name__ = "openssl_" + algorithm
    construct.__qualname__ = construct.__name__
    return construct


md5 = _constructor("md5")
sha1 = _constructor("sha1")
sha224 = _constructor("sha224")
sha256 = _constructor("sha256")
sha384 = _constructor("sha384")
sha512 = _constructor("sha512")
del _constructor

# hashlib: the message digests md5, sha1, sha224, sha256, sha384 and sha512 with CPython 3.11's
# interface: the named constructors (string=b"", *, usedforsecurity=True), new(name, data=b""),
# hash objects with update/digest/hexdigest/copy, name, digest_size, block_size and CPython's
# TypeErrors for str and non-buffer data. The digests are computed by stdlib/np_lib_hashlib.c
# (Nettle): a hash object is an instance of HASH holding its algorithm's name and its running
# state as bytes; the named constructors (md5 ... sha512, bound natives installed before this
# source runs), new()'s _make and the methods update/digest/hexdigest/copy (put on the class by
# _install) are natives, so hashlib.sha1(b).hexdigest() runs no Python frame. Not provided:
# blake2b/blake2s, sha3_*, shake_*, pbkdf2_hmac, scrypt, file_digest (new() with their names
# raises ValueError "unsupported hash type NAME").

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

    def __repr__(self):
        return "<%s _hashlib.HASH object @ %s>" % (self._name, hex(id(self)))


# update, digest, hexdigest and copy as natives.
_install(HASH)


def new(name, data=b"", **kwargs):
    for key in kwargs:
        if key != "usedforsecurity":
            raise TypeError("'%s' is an invalid keyword argument for new()" % key)
    if not isinstance(name, str):
        raise TypeError("new() argument 'name' must be str, not %s" % type(name).__name__)
    key = name.lower()
    if key not in _SIZES:
        raise ValueError("unsupported hash type " + name)
    return _make(key, data)

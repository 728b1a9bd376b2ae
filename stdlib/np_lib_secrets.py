# secrets: CPython 3.11's token_bytes/token_hex/token_urlsafe, choice, randbelow, randbits and
# compare_digest (with hmac.compare_digest's TypeErrors). The random values come from a
# generator seeded from the host's entropy, so every function but compare_digest needs the
# 'entropy' capability (docs/policy.md) and raises RuntimeError without it. The seed is the one
# the host drew for the VM: the values are unpredictable outside the run, not hidden from the
# program itself. SystemRandom does not exist (as in random).

import base64

__all__ = ['choice', 'randbelow', 'randbits', 'token_bytes', 'token_hex', 'token_urlsafe',
           'compare_digest']

DEFAULT_ENTROPY = 32
_generator = None


def _rng():
    # The module's generator, made on first use from random's unseeded seed, which is the
    # fixed seed 0 unless the 'entropy' capability is granted.
    global _generator
    if _generator is None:
        import random
        probe = random.Random()
        if probe.getrandbits(64) == random.Random(0).getrandbits(64):
            raise RuntimeError("the secrets module needs the 'entropy' capability, which this "
                               "program was not granted")
        _generator = random.Random('secrets:%d' % probe.getrandbits(128))
    return _generator


def randbits(k):
    return _rng().getrandbits(k)


def randbelow(exclusive_upper_bound):
    if exclusive_upper_bound <= 0:
        raise ValueError("Upper bound must be positive.")
    return _rng().randrange(exclusive_upper_bound)


def choice(seq):
    return _rng().choice(seq)


def token_bytes(nbytes=None):
    if nbytes is None:
        nbytes = DEFAULT_ENTROPY
    if nbytes < 0:
        raise ValueError('negative argument not allowed')
    return _rng().getrandbits(nbytes * 8).to_bytes(nbytes, 'little')


def token_hex(nbytes=None):
    return token_bytes(nbytes).hex()


def token_urlsafe(nbytes=None):
    tok = token_bytes(nbytes)
    return base64.urlsafe_b64encode(tok).rstrip(b'=').decode('ascii')


def compare_digest(a, b):
    if isinstance(a, str) and isinstance(b, str):
        if not a.isascii() or not b.isascii():
            raise TypeError('comparing strings with non-ASCII characters is not supported')
        return a == b
    a_bytes = isinstance(a, (bytes, bytearray))
    b_bytes = isinstance(b, (bytes, bytearray))
    if a_bytes and b_bytes:
        return bytes(a) == bytes(b)
    if a_bytes or b_bytes:
        other = b if a_bytes else a
        raise TypeError("a bytes-like object is required, not '%s'" % type(other).__name__)
    raise TypeError("unsupported operand types(s) or combination of types: '%s' and '%s'"
                    % (type(a).__name__, type(b).__name__))

# secrets: token_bytes, token_hex, token_urlsafe, choice, randbelow, randbits and
# compare_digest, with CPython 3.11's results and errors. The random values come from a
# generator seeded with the host's entropy: _entropy_seed (a native shared with uuid,
# np_lib_random.c) raises RuntimeError unless the policy grants the 'entropy' capability, so
# every function but compare_digest needs it. The seed is the one the host drew for the VM: the
# values are unpredictable outside the run, not hidden from the program itself.
# SystemRandom does not exist (as in random).

import base64

__all__ = ['choice', 'randbelow', 'randbits', 'token_bytes', 'token_hex', 'token_urlsafe',
           'compare_digest']

DEFAULT_ENTROPY = 32
_source = None


def _random():
    # The module's generator, checked against the policy on every use (a host may revoke).
    global _source
    entropy = _entropy_seed('the secrets module')
    if _source is None:
        import random
        _source = random.Random('secrets:%d' % entropy)
    return _source


def randbits(k):
    return _random().getrandbits(k)


def randbelow(exclusive_upper_bound):
    if exclusive_upper_bound <= 0:
        raise ValueError("Upper bound must be positive.")
    return _random().randrange(exclusive_upper_bound)


def choice(seq):
    return _random().choice(seq)


def token_bytes(nbytes=None):
    count = DEFAULT_ENTROPY if nbytes is None else nbytes
    if count < 0:
        raise ValueError('negative argument not allowed')
    return _random().randbytes(count)


def token_hex(nbytes=None):
    return token_bytes(nbytes).hex()


def token_urlsafe(nbytes=None):
    text = base64.urlsafe_b64encode(token_bytes(nbytes)).decode('ascii')
    return text.rstrip('=')


def _kind(x):
    # 'str', 'bytes' (bytes or bytearray) or None: what compare_digest can compare.
    if isinstance(x, str):
        return 'str'
    if isinstance(x, (bytes, bytearray)):
        return 'bytes'
    return None


def compare_digest(a, b):
    # hmac.compare_digest's rules: two ASCII strs, or two bytes-like objects.
    ka, kb = _kind(a), _kind(b)
    if ka == 'str' and kb == 'str':
        if not (a.isascii() and b.isascii()):
            raise TypeError('comparing strings with non-ASCII characters is not supported')
        return a == b
    if ka == 'bytes' and kb == 'bytes':
        return bytes(a) == bytes(b)
    if ka == 'bytes' or kb == 'bytes':
        other = b if ka == 'bytes' else a
        raise TypeError("a bytes-like object is required, not '%s'" % type(other).__name__)
    raise TypeError("unsupported operand types(s) or combination of types: '%s' and '%s'"
                    % (type(a).__name__, type(b).__name__))

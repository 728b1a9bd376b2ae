# binascii: conversions between binary data and ASCII text, written for Nearly from the
# documented behaviour of CPython 3.11's module (checked black-box against it): hexlify /
# b2a_hex (with sep and bytes_per_sep), unhexlify / a2b_hex, b2a_base64 / a2b_base64 (newline,
# strict_mode), crc32 and crc_hqx; Error (a ValueError, the same class base64 raises) and
# Incomplete. The uu, quoted-printable and binhex conversions are left out (AttributeError).

from base64 import Error, b64decode, b64encode
from zlib import crc32

__all__ = ["Error", "Incomplete", "hexlify", "b2a_hex", "unhexlify", "a2b_hex", "b2a_base64",
           "a2b_base64", "crc32", "crc_hqx"]


class Incomplete(Exception):
    pass


_HEX_VALUE = {}
for _i, _c in enumerate(b"0123456789abcdef"):
    _HEX_VALUE[_c] = _i
for _i, _c in enumerate(b"ABCDEF"):
    _HEX_VALUE[_c] = _i + 10

# The CRC-CCITT table of crc_hqx: the polynomial 0x1021, most significant bit first.
_HQX_TABLE = []
for _i in range(256):
    _crc = _i << 8
    for _k in range(8):
        _crc = ((_crc << 1) ^ 0x1021) if _crc & 0x8000 else _crc << 1
    _HQX_TABLE.append(_crc & 0xFFFF)


def _data(data):
    # The bytes of a bytes-like argument (bytes or bytearray), else binascii's TypeError.
    if isinstance(data, (bytes, bytearray)):
        return data
    raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__)


def _ascii_data(s):
    # The bytes of an argument that may also be an ASCII str (the a2b_ functions).
    if isinstance(s, str):
        if not s.isascii():
            raise ValueError("string argument should contain only ASCII characters")
        return s.encode("ascii")
    if isinstance(s, (bytes, bytearray)):
        return s
    raise TypeError("argument should be bytes, buffer or ASCII string, not '%s'"
                    % type(s).__name__)


def hexlify(data, sep=None, bytes_per_sep=1):
    data = _data(data)
    if sep is None:
        return data.hex().encode("ascii")
    return data.hex(sep, bytes_per_sep).encode("latin-1")


def b2a_hex(data, sep=None, bytes_per_sep=1):
    return hexlify(data, sep, bytes_per_sep)


def unhexlify(hexstr):
    s = _ascii_data(hexstr)
    if len(s) % 2:
        raise Error("Odd-length string")
    out = bytearray()
    get = _HEX_VALUE.get
    for i in range(0, len(s), 2):
        hi = get(s[i])
        lo = get(s[i + 1])
        if hi is None or lo is None:
            raise Error("Non-hexadecimal digit found")
        out.append(hi * 16 + lo)
    return bytes(out)


def a2b_hex(hexstr):
    return unhexlify(hexstr)


def b2a_base64(data, *, newline=True):
    out = b64encode(_data(data))
    return out + b"\n" if newline else out


def a2b_base64(data, *, strict_mode=False):
    # base64.b64decode(validate=True) is binascii's strict mode (its messages are binascii's).
    return b64decode(_ascii_data(data), validate=bool(strict_mode))


def crc_hqx(*args):
    if len(args) != 2:
        raise TypeError("crc_hqx expected 2 arguments, got %d" % len(args))
    data = _data(args[0])
    value = args[1]
    if not isinstance(value, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(value).__name__)
    crc = value & 0xFFFF
    table = _HQX_TABLE
    for b in data:
        crc = ((crc << 8) & 0xFF00) ^ table[(crc >> 8) ^ b]
    return crc

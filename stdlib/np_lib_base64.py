# base64: RFC 4648 Base16, Base32 and Base64 (standard and URL-safe alphabets) and Base85/Ascii85
# left out, after CPython 3.11's base64 and binascii: b64encode/b64decode (altchars, validate),
# standard_/urlsafe_ forms, b32encode/b32decode (casefold), b16encode/b16decode (casefold),
# encodebytes/decodebytes, with binascii's error messages (binascii.Error is a ValueError).

__all__ = ["b64encode", "b64decode", "standard_b64encode", "standard_b64decode",
           "urlsafe_b64encode", "urlsafe_b64decode", "b32encode", "b32decode", "b16encode",
           "b16decode", "encodebytes", "decodebytes", "Error"]


class Error(ValueError):
    pass


_B64 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_B64_REV = {c: i for i, c in enumerate(_B64)}
_B32 = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_B32_REV = {c: i for i, c in enumerate(_B32)}


def _tr(data, frm, to):
    # bytes.translate(bytes.maketrans(frm, to)), which Nearly's bytes lack.
    table = dict(zip(frm, to))
    return bytes(table.get(c, c) for c in data)


def _bytes_from_encode(s, fname):
    if isinstance(s, (bytes, bytearray)):
        return bytes(s)
    raise TypeError("a bytes-like object is required, not '%s'" % type(s).__name__)


def _bytes_from_decode(s):
    if isinstance(s, str):
        if not s.isascii():
            raise ValueError("string argument should contain only ASCII characters")
        return s.encode("ascii")
    if isinstance(s, (bytes, bytearray)):
        return bytes(s)
    raise TypeError("argument should be a bytes-like object or ASCII string, not '%s'"
                    % type(s).__name__)


def _b64_raw_encode(data):
    out = bytearray()
    n = len(data)
    for i in range(0, n - n % 3, 3):
        v = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2]
        out += bytes((_B64[v >> 18], _B64[(v >> 12) & 63], _B64[(v >> 6) & 63], _B64[v & 63]))
    rest = n % 3
    if rest == 1:
        v = data[-1] << 16
        out += bytes((_B64[v >> 18], _B64[(v >> 12) & 63])) + b"=="
    elif rest == 2:
        v = (data[-2] << 16) | (data[-1] << 8)
        out += bytes((_B64[v >> 18], _B64[(v >> 12) & 63], _B64[(v >> 6) & 63])) + b"="
    return bytes(out)


def _b64_raw_decode(s, strict):
    # binascii.a2b_base64, step for step: characters outside the alphabet are skipped unless
    # [strict]; a complete padding sequence ends the data.
    if strict and s[:1] == b"=":
        raise Error("Leading padding not allowed")
    out = bytearray()
    quad_pos = 0
    leftchar = 0
    pads = 0
    padding_started = False
    for k, c in enumerate(s):
        if c == 61:  # '='
            padding_started = True
            if quad_pos >= 2:
                pads += 1
                if quad_pos + pads >= 4:
                    if strict and k + 1 < len(s):
                        raise Error("Excess data after padding")
                    return bytes(out)
            continue
        d = _B64_REV.get(c)
        if d is None:
            if strict:
                raise Error("Only base64 data is allowed")
            continue
        if strict and padding_started:
            raise Error("Discontinuous padding not allowed")
        pads = 0
        if quad_pos == 0:
            quad_pos = 1
            leftchar = d
        elif quad_pos == 1:
            quad_pos = 2
            out.append(((leftchar << 2) | (d >> 4)) & 255)
            leftchar = d & 0x0F
        elif quad_pos == 2:
            quad_pos = 3
            out.append(((leftchar << 4) | (d >> 2)) & 255)
            leftchar = d & 0x03
        else:
            quad_pos = 0
            out.append(((leftchar << 6) | d) & 255)
            leftchar = 0
    if quad_pos:
        if quad_pos == 1:
            raise Error("Invalid base64-encoded string: number of data characters (%d) cannot "
                        "be 1 more than a multiple of 4" % (len(out) // 3 * 4 + 1))
        raise Error("Incorrect padding")
    return bytes(out)


def b64encode(s, altchars=None):
    encoded = _b64_raw_encode(_bytes_from_encode(s, "b64encode"))
    if altchars is not None:
        altchars = _bytes_from_encode(altchars, "b64encode")
        if len(altchars) != 2:
            raise AssertionError(repr(altchars))
        encoded = _tr(encoded, b"+/", altchars)
    return encoded


def b64decode(s, altchars=None, validate=False):
    s = _bytes_from_decode(s)
    if altchars is not None:
        altchars = _bytes_from_decode(altchars)
        if len(altchars) != 2:
            raise AssertionError(repr(altchars))
        s = _tr(s, altchars, b"+/")
    return _b64_raw_decode(s, validate)


def standard_b64encode(s):
    return b64encode(s)


def standard_b64decode(s):
    return b64decode(s)


def urlsafe_b64encode(s):
    return _tr(b64encode(s), b"+/", b"-_")


def urlsafe_b64decode(s):
    s = _bytes_from_decode(s)
    s = _tr(s, b"-_", b"+/")
    return b64decode(s)


def encodebytes(s):
    s = _bytes_from_encode(s, "encodebytes")
    pieces = []
    for i in range(0, len(s), 57):
        pieces.append(_b64_raw_encode(s[i:i + 57]) + b"\n")
    return b"".join(pieces)


def decodebytes(s):
    if not isinstance(s, (bytes, bytearray)):
        raise TypeError("expected bytes-like object, not %s" % type(s).__name__)
    return _b64_raw_decode(bytes(s), False)


def b32encode(s):
    s = _bytes_from_encode(s, "b32encode")
    leftover = len(s) % 5
    if leftover:
        s = s + b"\0" * (5 - leftover)
    out = bytearray()
    for i in range(0, len(s), 5):
        c = int.from_bytes(s[i:i + 5], "big")
        out += bytes(_B32[(c >> (35 - 5 * k)) & 31] for k in range(8))
    if leftover == 1:
        out[-6:] = b"======"
    elif leftover == 2:
        out[-4:] = b"===="
    elif leftover == 3:
        out[-3:] = b"==="
    elif leftover == 4:
        out[-1:] = b"="
    return bytes(out)


def b32decode(s, casefold=False, map01=None):
    s = _bytes_from_decode(s)
    if len(s) % 8:
        raise Error("Incorrect padding")
    if map01 is not None:
        map01 = _bytes_from_decode(map01)
        s = _tr(s, b"01", b"O" + map01)
    if casefold:
        s = s.upper()
    stripped = s.rstrip(b"=")
    padchars = len(s) - len(stripped)
    out = bytearray()
    for i in range(0, len(stripped), 8):
        quanta = stripped[i:i + 8]
        acc = 0
        for c in quanta:
            d = _B32_REV.get(c)
            if d is None:
                raise Error("Non-base32 digit found")
            acc = (acc << 5) + d
        acc <<= 5 * (8 - len(quanta))
        out += acc.to_bytes(5, "big")
    if len(s) and padchars:
        if padchars not in (1, 3, 4, 6):
            raise Error("Incorrect padding")
        last = {1: 4, 3: 3, 4: 2, 6: 1}[padchars]
        del out[len(out) - 5 + last:]
    return bytes(out)


def b16encode(s):
    return _bytes_from_encode(s, "b16encode").hex().upper().encode("ascii")


def b16decode(s, casefold=False):
    s = _bytes_from_decode(s)
    if casefold:
        s = s.upper()
    for c in s:
        if c not in b"0123456789ABCDEF":
            raise Error("Non-base16 digit found")
    if len(s) % 2:
        raise Error("Odd-length string")
    return bytes.fromhex(s.decode("ascii"))

# uuid: the UUID class of CPython 3.11's uuid module (built from hex, bytes, bytes_le, fields
# or int, optionally stamped with a version; every documented field property; str, repr,
# ordering, hashing; immutable), SafeUUID, uuid3/uuid5 (hashlib's md5 and sha1 of namespace
# bytes + UTF-8 name), the NAMESPACE_* constants and the variant strings. Written from the
# documentation and RFC 4122's layout. uuid4's 122 random bits come from a generator seeded
# with the host's entropy: _entropy_seed (a native shared with secrets, np_lib_random.c) raises
# RuntimeError unless the policy grants the 'entropy' capability. uuid1 and getnode would read
# the host's clock and network address and always raise RuntimeError.

import enum

__all__ = ['UUID', 'SafeUUID', 'uuid1', 'uuid3', 'uuid4', 'uuid5', 'getnode',
           'NAMESPACE_DNS', 'NAMESPACE_URL', 'NAMESPACE_OID', 'NAMESPACE_X500',
           'RESERVED_NCS', 'RFC_4122', 'RESERVED_MICROSOFT', 'RESERVED_FUTURE']

RESERVED_NCS = 'reserved for NCS compatibility'
RFC_4122 = 'specified in RFC 4122'
RESERVED_MICROSOFT = 'reserved for Microsoft compatibility'
RESERVED_FUTURE = 'reserved for future definition'


class SafeUUID(enum.Enum):
    safe = 0
    unsafe = -1
    unknown = None


_as_int = int
_ALL_BITS = (1 << 128) - 1
# RFC 4122's six fields, most significant first: (bit offset from the low end, width).
_LAYOUT = ((96, 32), (80, 16), (64, 16), (56, 8), (48, 8), (0, 48))
# The variant and version bits that version= overwrites.
_STAMP_MASK = (0xc000 << 48) | (0xf000 << 64)


def _swap_le(raw):
    # bytes_le <-> bytes: the first three fields (4, 2 and 2 bytes) are stored little-endian.
    return raw[3::-1] + raw[5:3:-1] + raw[7:5:-1] + raw[8:]


def _from_text(text):
    # A UUID string's value: 32 hex digits, optionally braced, dashed or 'urn:uuid:'-prefixed.
    digits = text.replace('urn:', '').replace('uuid:', '').strip('{}').replace('-', '')
    if len(digits) != 32:
        raise ValueError('badly formed hexadecimal UUID string')
    return _as_int(digits, 16)


def _from_fields(fields):
    # The value packed from the six-field tuple, each field range-checked.
    if len(fields) != 6:
        raise ValueError('fields is not a 6-tuple')
    value = 0
    for place, (field, (offset, width)) in enumerate(zip(fields, _LAYOUT)):
        if not 0 <= field < 1 << width:
            article = 'an' if width == 8 else 'a'
            raise ValueError('field %d out of range (need %s %d-bit value)'
                             % (place + 1, article, width))
        value |= field << offset
    return value


def _value_of(hex, bytes, bytes_le, fields, int):
    # The 128-bit value described by whichever single constructor argument was given.
    if hex is not None:
        return _from_text(hex)
    if bytes_le is not None:
        if len(bytes_le) != 16:
            raise ValueError('bytes_le is not a 16-char string')
        bytes = _swap_le(bytes_le)
    if bytes is not None:
        if len(bytes) != 16:
            raise ValueError('bytes is not a 16-char string')
        return _as_int.from_bytes(bytes, 'big')
    if fields is not None:
        return _from_fields(fields)
    return int


class UUID:
    # An immutable UUID: [int] is its 128-bit value, [is_safe] a SafeUUID.
    __slots__ = ('int', 'is_safe')

    def __init__(self, hex=None, bytes=None, bytes_le=None, fields=None, int=None,
                 version=None, *, is_safe=SafeUUID.unknown):
        given = [hex, bytes, bytes_le, fields, int]
        if given.count(None) != 4:
            raise TypeError('one of the hex, bytes, bytes_le, fields, or int arguments '
                            'must be given')
        value = _value_of(hex, bytes, bytes_le, fields, int)
        if not 0 <= value <= _ALL_BITS:
            raise ValueError('int is out of range (need a 128-bit value)')
        if version is not None:
            if not 1 <= version <= 5:
                raise ValueError('illegal version number')
            # RFC 4122 variant (binary 10) and the version nibble.
            value = (value & ~_STAMP_MASK) | (0x8000 << 48) | (version << 76)
        object.__setattr__(self, 'int', value)
        object.__setattr__(self, 'is_safe', is_safe)

    def __setattr__(self, name, value):
        raise TypeError('UUID objects are immutable')

    def _field(self, index):
        # Field [index] of RFC 4122's layout (_LAYOUT).
        offset, width = _LAYOUT[index]
        return (self.int >> offset) & ((1 << width) - 1)

    def _peer(self, other):
        # The other operand's value for a comparison, or None when it is no UUID.
        return other.int if isinstance(other, UUID) else None

    def __eq__(self, other):
        theirs = self._peer(other)
        return NotImplemented if theirs is None else self.int == theirs

    def __lt__(self, other):
        theirs = self._peer(other)
        return NotImplemented if theirs is None else self.int < theirs

    def __le__(self, other):
        theirs = self._peer(other)
        return NotImplemented if theirs is None else self.int <= theirs

    def __gt__(self, other):
        theirs = self._peer(other)
        return NotImplemented if theirs is None else self.int > theirs

    def __ge__(self, other):
        theirs = self._peer(other)
        return NotImplemented if theirs is None else self.int >= theirs

    def __hash__(self):
        return hash(self.int)

    def __int__(self):
        return self.int

    def __str__(self):
        h = self.hex
        return '-'.join([h[0:8], h[8:12], h[12:16], h[16:20], h[20:32]])

    def __repr__(self):
        return type(self).__name__ + '(' + repr(str(self)) + ')'

    @property
    def hex(self):
        return format(self.int, '032x')

    @property
    def urn(self):
        return 'urn:uuid:' + str(self)

    @property
    def bytes(self):
        return self.int.to_bytes(16, 'big')

    @property
    def bytes_le(self):
        return _swap_le(self.bytes)

    @property
    def fields(self):
        return tuple(self._field(i) for i in range(6))

    @property
    def time_low(self):
        return self._field(0)

    @property
    def time_mid(self):
        return self._field(1)

    @property
    def time_hi_version(self):
        return self._field(2)

    @property
    def clock_seq_hi_variant(self):
        return self._field(3)

    @property
    def clock_seq_low(self):
        return self._field(4)

    @property
    def node(self):
        return self._field(5)

    @property
    def time(self):
        # The 60-bit timestamp: time_hi (without the version nibble), time_mid, time_low.
        return ((self._field(2) & 0xfff) << 48) | (self._field(1) << 32) | self._field(0)

    @property
    def clock_seq(self):
        # The 14-bit clock sequence: clock_seq_hi (without the variant bits), clock_seq_low.
        return ((self._field(3) & 0x3f) << 8) | self._field(4)

    @property
    def variant(self):
        # Read from the top three bits of clock_seq_hi_variant: 0xx, 10x, 110, 111.
        top = self._field(3) >> 5
        if top < 4:
            return RESERVED_NCS
        if top < 6:
            return RFC_4122
        if top == 6:
            return RESERVED_MICROSOFT
        return RESERVED_FUTURE

    @property
    def version(self):
        if self.variant != RFC_4122:
            return None
        return self._field(2) >> 12


def _name_based(digest_name, namespace, name, version):
    # uuid3/uuid5: the first 16 bytes of the digest of the namespace's bytes and the name.
    import hashlib
    digest = hashlib.new(digest_name, namespace.bytes + bytes(name, 'utf-8')).digest()
    return UUID(bytes=digest[:16], version=version)


def uuid3(namespace, name):
    return _name_based('md5', namespace, name, 3)


def uuid5(namespace, name):
    return _name_based('sha1', namespace, name, 5)


_random_source = None


def uuid4():
    # _entropy_seed raises unless the capability is granted now (it may have been revoked).
    global _random_source
    entropy = _entropy_seed('uuid.uuid4()')
    if _random_source is None:
        import random
        _random_source = random.Random('uuid4:%d' % entropy)
    return UUID(int=_random_source.getrandbits(128), version=4)


def uuid1(node=None, clock_seq=None):
    raise RuntimeError('uuid.uuid1() needs the host clock and network address, which a '
                       'Nearly program cannot read')


def getnode():
    raise RuntimeError('uuid.getnode() needs the host network address, which a Nearly '
                       'program cannot read')


NAMESPACE_DNS = UUID('6ba7b810-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_URL = UUID('6ba7b811-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_OID = UUID('6ba7b812-9dad-11d1-80b4-00c04fd430c8')
NAMESPACE_X500 = UUID('6ba7b814-9dad-11d1-80b4-00c04fd430c8')

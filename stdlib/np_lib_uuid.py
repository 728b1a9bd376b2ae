# uuid: CPython 3.11's UUID class (hex/bytes/bytes_le/fields/int constructors and version=,
# every field property, str/repr/compare/hash, immutability, SafeUUID), uuid3 and uuid5 (through
# hashlib's md5 and sha1) and the NAMESPACE_* constants. uuid4 draws its 122 random bits from a
# generator seeded from the host's entropy, so it needs the 'entropy' capability (docs/policy.md)
# and raises RuntimeError without it; uuid1 and getnode need the host's clock and network
# address and always raise RuntimeError.

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


_FIELD_BITS = (32, 16, 16, 8, 8, 48)


def _int_from_args(hex, bytes, bytes_le, fields, int):
    # The 128-bit value of the one constructor argument given.
    if hex is not None:
        hex = hex.replace('urn:', '').replace('uuid:', '')
        hex = hex.strip('{}').replace('-', '')
        if len(hex) != 32:
            raise ValueError('badly formed hexadecimal UUID string')
        return _int(hex, 16)
    if bytes_le is not None:
        if len(bytes_le) != 16:
            raise ValueError('bytes_le is not a 16-char string')
        bytes = (bytes_le[4 - 1::-1] + bytes_le[6 - 1:4 - 1:-1] +
                 bytes_le[8 - 1:6 - 1:-1] + bytes_le[8:])
    if bytes is not None:
        if len(bytes) != 16:
            raise ValueError('bytes is not a 16-char string')
        return _int.from_bytes(bytes, 'big')
    if fields is not None:
        if len(fields) != 6:
            raise ValueError('fields is not a 6-tuple')
        for i, bits in enumerate(_FIELD_BITS):
            if not 0 <= fields[i] < 1 << bits:
                raise ValueError('field %d out of range (need %s %d-bit value)'
                                 % (i + 1, 'an' if bits == 8 else 'a', bits))
        (time_low, time_mid, time_hi_version, clock_seq_hi_variant, clock_seq_low,
         node) = fields
        clock_seq = (clock_seq_hi_variant << 8) | clock_seq_low
        return ((time_low << 96) | (time_mid << 80) | (time_hi_version << 64) |
                (clock_seq << 48) | node)
    return int


_int = int


class UUID:
    # An immutable 128-bit UUID; [int] is its value.
    __slots__ = ('int', 'is_safe')

    def __init__(self, hex=None, bytes=None, bytes_le=None, fields=None, int=None,
                 version=None, *, is_safe=SafeUUID.unknown):
        if [hex, bytes, bytes_le, fields, int].count(None) != 4:
            raise TypeError('one of the hex, bytes, bytes_le, fields, or int arguments '
                            'must be given')
        int = _int_from_args(hex, bytes, bytes_le, fields, int)
        if not 0 <= int < 1 << 128:
            raise ValueError('int is out of range (need a 128-bit value)')
        if version is not None:
            if not 1 <= version <= 5:
                raise ValueError('illegal version number')
            # Set the variant to RFC 4122 and the version number.
            int &= ~(0xc000 << 48)
            int |= 0x8000 << 48
            int &= ~(0xf000 << 64)
            int |= version << 76
        object.__setattr__(self, 'int', int)
        object.__setattr__(self, 'is_safe', is_safe)

    def __setattr__(self, name, value):
        raise TypeError('UUID objects are immutable')

    def __eq__(self, other):
        if isinstance(other, UUID):
            return self.int == other.int
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, UUID):
            return self.int < other.int
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, UUID):
            return self.int > other.int
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, UUID):
            return self.int <= other.int
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, UUID):
            return self.int >= other.int
        return NotImplemented

    def __hash__(self):
        return hash(self.int)

    def __int__(self):
        return self.int

    def __repr__(self):
        return '%s(%r)' % (type(self).__name__, str(self))

    def __str__(self):
        hex = '%032x' % self.int
        return '%s-%s-%s-%s-%s' % (hex[:8], hex[8:12], hex[12:16], hex[16:20], hex[20:])

    @property
    def bytes(self):
        return self.int.to_bytes(16, 'big')

    @property
    def bytes_le(self):
        bytes = self.bytes
        return (bytes[4 - 1::-1] + bytes[6 - 1:4 - 1:-1] + bytes[8 - 1:6 - 1:-1] + bytes[8:])

    @property
    def fields(self):
        return (self.time_low, self.time_mid, self.time_hi_version,
                self.clock_seq_hi_variant, self.clock_seq_low, self.node)

    @property
    def time_low(self):
        return self.int >> 96

    @property
    def time_mid(self):
        return (self.int >> 80) & 0xffff

    @property
    def time_hi_version(self):
        return (self.int >> 64) & 0xffff

    @property
    def clock_seq_hi_variant(self):
        return (self.int >> 56) & 0xff

    @property
    def clock_seq_low(self):
        return (self.int >> 48) & 0xff

    @property
    def time(self):
        return (((self.time_hi_version & 0x0fff) << 48) |
                (self.time_mid << 32) | self.time_low)

    @property
    def clock_seq(self):
        return (((self.clock_seq_hi_variant & 0x3f) << 8) | self.clock_seq_low)

    @property
    def node(self):
        return self.int & 0xffffffffffff

    @property
    def hex(self):
        return '%032x' % self.int

    @property
    def urn(self):
        return 'urn:uuid:' + str(self)

    @property
    def variant(self):
        if not self.int & (0x8000 << 48):
            return RESERVED_NCS
        if not self.int & (0x4000 << 48):
            return RFC_4122
        if not self.int & (0x2000 << 48):
            return RESERVED_MICROSOFT
        return RESERVED_FUTURE

    @property
    def version(self):
        if self.variant == RFC_4122:
            return (self.int >> 76) & 0xf
        return None


def uuid3(namespace, name):
    import hashlib
    digest = hashlib.md5(namespace.bytes + bytes(name, 'utf-8')).digest()
    return UUID(bytes=digest[:16], version=3)


def uuid5(namespace, name):
    import hashlib
    digest = hashlib.sha1(namespace.bytes + bytes(name, 'utf-8')).digest()
    return UUID(bytes=digest[:16], version=5)


_generator = None


def _entropy_generator():
    # A generator seeded from the host's entropy (random's unseeded seed, which is the fixed
    # seed 0 unless the 'entropy' capability is granted; then it is drawn by the host).
    global _generator
    if _generator is None:
        import random
        probe = random.Random()
        if probe.getrandbits(64) == random.Random(0).getrandbits(64):
            raise RuntimeError("uuid.uuid4() needs the 'entropy' capability, which this "
                               "program was not granted")
        _generator = random.Random('uuid4:%d' % probe.getrandbits(128))
    return _generator


def uuid4():
    return UUID(int=_entropy_generator().getrandbits(128), version=4)


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

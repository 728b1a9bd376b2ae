# uuid's UUID class against CPython 3.11 over seeded random values: every property, the
# constructors' round trips, version=, comparisons, hashing and the error messages.
import random
import uuid

rng = random.Random(2026)
props = ['hex', 'int', 'urn', 'variant', 'version', 'fields', 'time', 'time_low', 'time_mid',
         'time_hi_version', 'clock_seq', 'clock_seq_hi_variant', 'clock_seq_low', 'node',
         'bytes', 'bytes_le', 'is_safe']
for i in range(12):
    n = rng.getrandbits(128)
    u = uuid.UUID(int=n)
    print(str(u), repr(u), [getattr(u, p) for p in props])
    for ver in (1, 3, 4, 5):
        v = uuid.UUID(int=n, version=ver)
        print(' ', ver, v, v.version, v.variant)
    same = [uuid.UUID(str(u)), uuid.UUID(u.hex), uuid.UUID('{' + str(u) + '}'),
            uuid.UUID('urn:uuid:' + str(u)), uuid.UUID(bytes=u.bytes),
            uuid.UUID(bytes_le=u.bytes_le), uuid.UUID(fields=u.fields), uuid.UUID(str(u).upper())]
    print(all(x == u for x in same), hash(u) == hash(n), int(u) == n)
for top in (0, 4, 8, 0xc, 0xe, 0xf):
    u = uuid.UUID(int=top << 60, version=None)
    print(top, u.variant, u.version)
a, b = uuid.UUID(int=1), uuid.UUID(int=2)
print(a < b, a <= b, a > b, a >= b, a == b, a != b, a == 1, a != 'x')
for op in [lambda: a < 1, lambda: a >= 'x']:
    try:
        op()
    except TypeError as e:
        print('TypeError', e)
for attr in ['int', 'hex', 'foo']:
    try:
        setattr(a, attr, 3)
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)
s = uuid.UUID(int=3, is_safe=uuid.SafeUUID.safe)
print(s.is_safe, uuid.SafeUUID.unsafe.value, uuid.SafeUUID.unknown.value, list(uuid.SafeUUID))
print(uuid.NAMESPACE_DNS, uuid.NAMESPACE_URL, uuid.NAMESPACE_OID, uuid.NAMESPACE_X500)
print(uuid.RESERVED_NCS, uuid.RFC_4122, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE)
for name in ['', 'a', 'python.org', 'é ünïcode', 'x' * 100]:
    print(uuid.uuid3(uuid.NAMESPACE_DNS, name), uuid.uuid5(uuid.NAMESPACE_URL, name))
for bad in ['', '1234', '12345678-1234-5678-1234-5678123456789', 'g' * 32, '{}' + '0' * 30]:
    try:
        print(uuid.UUID(bad))
    except ValueError as e:
        print('ValueError', e)
for kw in [dict(bytes=b'x' * 17), dict(bytes_le=b''), dict(fields=(0,) * 7),
           dict(fields=(0, 1 << 16, 0, 0, 0, 0)), dict(fields=(0, 0, 1 << 16, 0, 0, 0)),
           dict(fields=(0, 0, 0, 256, 0, 0)), dict(fields=(0, 0, 0, 0, 0, 1 << 48)),
           dict(fields=(-1, 0, 0, 0, 0, 0)), dict(int=5, version=0), dict(int=5, version=6),
           dict(hex='0' * 32, bytes=b'0' * 16)]:
    try:
        print(uuid.UUID(**kw))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(uuid.UUID(fields=(1, 2, 3, 4, 5, 6)), uuid.UUID(fields=(1, 2, 3, 4, 5, 6), version=3))
print(uuid.UUID(bytes=bytes(range(16))), uuid.UUID(bytes_le=bytes(range(16))))
print(sorted(uuid.UUID(int=rng.getrandbits(128)) for _ in range(4)))

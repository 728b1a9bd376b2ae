import uuid
u = uuid.UUID('{12345678-1234-5678-1234-567812345678}')
print(u, repr(u), u.hex, u.int, u.urn, u.variant, u.version, u.fields, u.time, u.clock_seq, u.node)
print(u.bytes, u.bytes_le, u.time_low, u.time_mid, u.is_safe)
print(uuid.UUID(bytes=u.bytes) == u, uuid.UUID(bytes_le=u.bytes_le) == u, uuid.UUID(fields=u.fields) == u, uuid.UUID(int=u.int) == u)
print(uuid.uuid3(uuid.NAMESPACE_DNS, 'python.org'), uuid.uuid5(uuid.NAMESPACE_DNS, 'python.org'))
try:
    uuid.uuid5(uuid.NAMESPACE_URL, b'x')
except TypeError as e:
    print('TypeError', e)
print(uuid.uuid5(uuid.NAMESPACE_URL, 'http://x'), uuid.uuid3(uuid.NAMESPACE_OID, 'a').version, uuid.uuid5(uuid.NAMESPACE_X500, 'a').variant)
v = uuid.UUID(int=0, version=4)
print(v, v.version, uuid.UUID(int=0).variant, uuid.UUID(int=(1 << 128) - 1).variant, uuid.UUID(int=0xc000 << 48).variant)
print(sorted([uuid.UUID(int=5), uuid.UUID(int=2), uuid.UUID(int=9)]), uuid.UUID(int=1) < uuid.UUID(int=2), uuid.UUID(int=3) >= uuid.UUID(int=3))
print(len({uuid.UUID(int=1), uuid.UUID(int=1)}), hash(uuid.UUID(int=7)) == hash(7), int(uuid.UUID(int=42)), uuid.UUID(int=1) == 1)
print(str(uuid.UUID('urn:uuid:12345678123456781234567812345678')))
for kw in [dict(hex='123'), dict(bytes=b'abc'), dict(bytes_le=b'x'), dict(fields=(1, 2)), dict(int=-1), dict(int=1 << 128),
           dict(int=1, version=9), dict(fields=(1 << 32, 0, 0, 0, 0, 0)), dict(fields=(0, 0, 0, 0, 256, 0)), dict()]:
    try:
        uuid.UUID(**kw)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    uuid.UUID('12345678123456781234567812345678', int=5)
except TypeError as e:
    print('TypeError', e)
try:
    u.int = 5
except TypeError as e:
    print('TypeError', e)
try:
    uuid.UUID('zz345678123456781234567812345678')
except ValueError as e:
    print('ValueError', e)
print(uuid.SafeUUID.safe, uuid.RFC_4122)
import secrets
print(secrets.compare_digest('abc', 'abc'), secrets.compare_digest(b'ab', bytearray(b'ab')), secrets.compare_digest('a', 'b'))
for a, b in [('a', b'a'), ('é', 'é'), (1, 2)]:
    try:
        secrets.compare_digest(a, b)
    except TypeError as e:
        print('TypeError', e)

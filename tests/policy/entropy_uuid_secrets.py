# args: --policy entropy.policy
# With the 'entropy' capability uuid4 and the secrets module work (same output as CPython).
import uuid
import secrets
a, b = uuid.uuid4(), uuid.uuid4()
print(a != b, a.version, b.version, a.variant, len(str(a)), str(a)[14])
print(len(secrets.token_bytes()), len(secrets.token_bytes(5)), len(secrets.token_hex(8)),
      len(secrets.token_urlsafe(9)), secrets.token_bytes(0))
print(0 <= secrets.randbelow(10) < 10, secrets.choice('xyz') in 'xyz', secrets.randbits(8) < 256)
print(secrets.token_hex() != secrets.token_hex())
try:
    secrets.randbelow(-1)
except ValueError as e:
    print('ValueError', e)

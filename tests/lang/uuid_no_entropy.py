# cpython: skip
# Without the 'entropy' capability (the default policy) uuid4 and secrets' random functions
# raise RuntimeError; uuid1 and getnode always do. compare_digest needs no entropy.
import uuid
import secrets
for f in [uuid.uuid4, uuid.uuid1, uuid.getnode, secrets.token_hex, secrets.token_bytes,
          lambda: secrets.choice('ab'), lambda: secrets.randbits(3)]:
    try:
        f()
        print('no error')
    except RuntimeError as e:
        print('RuntimeError', e)
print(secrets.compare_digest('a', 'a'))

# random.randbytes (CPython: getrandbits(n * 8) as little-endian bytes) with a seed.
import random
random.seed(7)
print(random.randbytes(5), random.randbytes(0), random.randbytes(9).hex())
r = random.Random(12345)
print(r.randbytes(16), len(r.randbytes(100)))
try:
    random.randbytes(-1)
except ValueError as e:
    print('ValueError', e)

# SHA-256 and SHA-224 digests of every length from 0 to 299 bytes (all padding cases, one to
# six blocks), folded into one checksum: guards the factored round and schedule functions.
import hashlib
acc = 0
for n in range(0, 300):
    data = bytes((i * 7 + n) % 256 for i in range(n))
    h = hashlib.sha256(data).hexdigest()
    g = hashlib.sha224(data).hexdigest()
    acc ^= int(h, 16) ^ int(g, 16)
    if n % 97 == 0:
        print(n, h, g)
print(acc % 1000000007)

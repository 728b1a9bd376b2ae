# hashlib.sha1 (Nettle's, which uses the SHA extensions where the CPU has them): every length from 0 to 199 (padding into one or two final blocks),
# long inputs fed in random pieces, copy() mid-stream, and sha256/sha224 through the shared update.
import hashlib, random
rng = random.Random(5)
acc = []
# Inputs are slices of one pseudo-random pool (cheap to make, so the test stays quick under the
# GC-stress build).
pool = bytes((i * 7919 + (i >> 8) * 31) % 251 for i in range(6000))
for n in list(range(0, 200)) + [rng.randrange(1000, 5000) for _ in range(12)]:
    start = rng.randrange(500)
    data = pool[start:start + n]
    acc.append(hashlib.sha1(data).hexdigest())
    h = hashlib.sha1()
    i = 0
    while i < n:
        k = rng.randrange(1, 130)
        h.update(data[i:i + k])
        i += k
    c = h.copy()
    c.update(b"x")
    acc.append(h.hexdigest() + c.hexdigest()[:8])
    acc.append(hashlib.sha256(data).hexdigest()[:16] + hashlib.sha224(data).hexdigest()[:16])
print(len(acc), hashlib.sha1("".join(acc).encode()).hexdigest())
print(acc[0], acc[3], acc[-3])
print(hashlib.sha1(b"abc").hexdigest(), hashlib.new("SHA1", b"a" * 1000).digest().hex())

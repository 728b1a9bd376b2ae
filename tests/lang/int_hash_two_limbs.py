# hash() of ints of one and two 64-bit limbs (vm/np_int.c np_int_hash folds them modulo
# 2**61 - 1 without GMP): values at the modulus and its multiples, 2**63, 2**64 and 2**128 edges,
# both signs, -1's neighbours, and the dict and set behaviour of such keys (Zobrist-style tables).
P = 2**61 - 1
vals = [P - 1, P, P + 1, 2 * P, 2 * P + 5, 2**62, 2**63 - 1, 2**63, 2**63 + 1, 2**64 - 1, 2**64,
        2**64 + 1, 8 * P, 2**64 * P, 2**65 + 3, 2**100 + 7, 2**127 - 1, 2**127, 2**128 - 1, 2**128,
        2**128 + 1, 2**192 + 5, P * (2**64 + 1), (P + 1) * 2**64 - 1]
for v in vals:
    print(hash(v), hash(-v), hash(v) == hash(v % P) or v % P == 0, hash(-v) == -hash(v) or hash(v) == 1)
x, acc = 88172645463325252, 0
table = {}
for i in range(3000):
    x = (x * 6364136223846793005 + 1442695040888963407) % 2**64
    big = x * (2**64 - 59) + i
    acc = (acc * 1000003 + hash(x) + 3 * hash(big) - hash(-big)) % 2**89
    table[x] = i
    table[-big] = -i
print(acc, len(table), table[x], sorted(table.values())[:3])
print(len({2**64, 2**64 + P, 2**64 + 2 * P, 8 + P, 8}), len({hash(2**64), hash(8)}))

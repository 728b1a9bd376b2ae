# // and % of ints below 2^127 (vm/np_int.c limb_divmod): by powers of two (a shift or a mask),
# by divisors below 2^64 with dividends below 2^64 (one 64-bit division), and the signed and
# wider cases that keep the 128-bit division, at the edges 2^63, 2^64 and 2^127 and with both
# signs; also the budget-charged shapes of an LCG and of double hashing, checked against CPython.
edges = [0, 1, 2, 3, 7, 2**31, 2**32 - 1, 2**62, 2**63 - 1, 2**63, 2**63 + 1, 2**64 - 1, 2**64,
         2**64 + 1, 2**100 + 12345, 2**126, 2**127 - 1, 2**127, 2**128 + 5]
divisors = [1, 2, 3, 8, 1000003, 2**32, 2**62, 2**63, 2**63 + 1, 2**64 - 1, 2**64, 2**64 + 1,
            2**65, 2**100, 2**126, 2**127 - 1, 2**127]
acc = 0
lines = []
for x in edges:
    for sx in (x, -x):
        for y in divisors:
            for sy in (y, -y):
                q, r = sx // sy, sx % sy
                assert q * sy + r == sx
                acc = (acc * 31 + q * 7 + r) % (2**89 - 1)
                if y in (8, 2**64, 1000003) and x in (2**63, 2**64 - 1, 2**127 - 1):
                    lines.append(f"{sx} {sy} {q} {r}")
print(acc)
print("\n".join(lines))
x, m, t = 1, 1000003, 0
for i in range(2000):
    x = (x * 6364136223846793005 + 1442695040888963407) % 2**64
    t += (x >> 33) % 12 + (x + i * x) % m + x // 3 + x // 2**20 + x % 2**40 - (-x) // 2**7
print(x, t)
for a, b in ((2**64 + 3, 2**64), (-(2**64) - 3, 2**64), (2**64 + 3, -(2**64)), (2**126, 2**63)):
    print(a // b, a % b, divmod(a, b))
try:
    print(2**64 // 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    print((2**64 + 1) % 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)

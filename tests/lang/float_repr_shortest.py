# repr(float) is the shortest string that reads back (vm/np_float.c shortest_digits); normal
# doubles first try their 15-digit rounding, subnormals take the digit-by-digit search. These
# values (short and long decimals, powers of ten, the normal/subnormal boundary, ties) must
# print exactly as CPython prints them.
vals = [0.1, 0.2, 0.3, 1 / 3, 2 / 3, 0.1 + 0.2, 1e15, 1e16, 1e17, 1e22, 1e23, 9007199254740993.0,
        123456789012345678.0, 2.2250738585072014e-308, 2.2250738585072009e-308, 5e-324, 1e-323,
        4.9406564584124654e-324, 1.7976931348623157e308, 5e-310, 0.5, 100.0, 1e-5, 123.456,
        4.35, 0.15, 2.675, 1.005, 9.995, 299792458.0, 6.02214076e23, 1.602176634e-19]
seed = 12345
for i in range(1500):
    seed = (seed * 6364136223846793005 + 1442695040888963407) % 2**64
    mant = (seed >> 11) / 2**53
    scale = (seed % 617) - 308
    vals.append(mant * 10.0 ** scale)
    vals.append((seed % 10**9) / 10 ** (seed % 13))
    vals.append(float(seed >> 11) * 2.0 ** ((seed % 2100) - 1100))
out = [repr(v) for v in vals] + [str(-v) for v in vals[:50]]
print(len(out))
for k in range(0, len(out), 8):
    print(" ".join(out[k:k + 8]))

# pow(b, e, m) with small ints runs in 128-bit products (stdlib/np_lib_builtins.c
# pow_mod_small); the signs, bools, moduli near 2**63, exponent 0, m = +-1 and the cases left
# to GMP (negative exponents, big ints) must match CPython.
cases = []
for b in (0, 1, 2, 3, -3, 7, -7, 10 ** 9 + 7, -(2 ** 62), 2 ** 63 - 1, -(2 ** 63)):
    for e in (0, 1, 2, 5, 63, 64, 10 ** 18, 2 ** 63 - 1):
        for m in (1, -1, 2, -2, 13, -13, 10 ** 9 + 7, -(10 ** 9 + 7), 2 ** 61 - 1,
                  2 ** 63 - 1, -(2 ** 63 - 1), -(2 ** 63), 2 ** 63, 2 ** 64 + 13):
            cases.append(pow(b, e, m))
print(len(cases), sum(cases), cases[:20], cases[-20:])
print(pow(True, 5, 3), pow(3, True, 5), pow(3, 4, True), pow(False, 0, 7), pow(2, 10, -1000))
print(pow(3, -1, 7), pow(-3, -2, 11), pow(2, -1, -7))
print(pow(base=3, exp=200, mod=1000003), pow(3, 10 ** 100, 1000003))
print(pow(10 ** 30, 3, 10 ** 9 + 9), pow(7, 3, 10 ** 30))
for args in [(3, 2, 0), (2, -1, 4), (2.0, 3, 5), (2, 3, 5.0), ("2", 3, 5)]:
    try:
        print(pow(*args))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
# Fermat and a Miller-Rabin round, as number-theory code writes them.
print([p for p in range(2, 200) if all(pow(a, p - 1, p) == 1 for a in (2, 3, 5) if a % p)])
n = 2 ** 61 - 1
print(all(pow(a, n - 1, n) == 1 for a in range(2, 50)))

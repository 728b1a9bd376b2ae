# Constant folding of int arithmetic whose result is past int64 (compiler/np_fold.c): `2**64`,
# `1 << 64` and their kin are folded within CPython's limits (a product, power or left shift of
# at most 128 bits) and stay run-time operations past them. A folded constant is one object, so
# a function returning it gives the same object each call, as in CPython; an unfolded one makes
# a new int each time. Values, errors left to run time and LCG steps are checked too.
def two64():
    return 2**64


def mask64():
    return (1 << 64) - 1


def big_product():
    return (1 << 64) * 3


def two65():
    return 2**65


def shift128():
    return 1 << 128


def neg_pow():
    return 2 ** -2


print(two64(), mask64(), big_product(), two65(), shift128(), neg_pow())
print(two64() is two64(), mask64() is mask64(), big_product() is big_product())
print(two65() is two65(), shift128() is shift128())
print(2**64 // 3, 2**64 % 1000003, -(2**63) - 1, (1 << 100) >> 37, (1 << 70) ^ (1 << 69))
print(3**40 * 5**20, (2**64) | 255, (2**64) & (2**64 - 1), 7 ** 45 - 7 ** 44)
x = 1
for _ in range(5):
    x = (x * 6364136223846793005 + 1442695040888963407) % 2**64
    print(x, x >> 40, x % (1 << 32))
for thunk in (lambda: (2**64) // 0, lambda: (2**64) % 0, lambda: (1 << 64) << -1,
              lambda: (2**64) >> -3):
    try:
        print(thunk())
    except (ZeroDivisionError, ValueError) as e:
        print(type(e).__name__, e)

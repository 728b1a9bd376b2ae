import math
from functools import reduce
from typing import List

Matrix = List[List[float]]


def matmul(a: Matrix, b: Matrix) -> Matrix:
    return [[sum(x * y for x, y in zip(row, col)) for col in zip(*b)] for row in a]


def identity(n: int) -> Matrix:
    return [[1.0 if i == j else 0.0 for j in range(n)] for i in range(n)]


def mat_pow(m: Matrix, k: int) -> Matrix:
    result = identity(len(m))
    while k:
        if k & 1:
            result = matmul(result, m)
        m = matmul(m, m)
        k >>= 1
    return result


fibm = [[1, 1], [1, 0]]
print(mat_pow(fibm, 30))
print(math.comb(52, 5), math.perm(10, 3), math.factorial(20))
print(math.gcd(462, 1071), math.lcm(4, 6, 15), math.gcd(2**100, 6**50))
print(math.isqrt(10**20 + 1), math.sqrt(2), math.prod([1, 2, 3, 4, 5]))
print(math.isclose(0.1 + 0.2, 0.3), 0.1 + 0.2 == 0.3)
print(math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), round(2.5), round(3.5))
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
print(math.log(1024, 2), math.log2(1024), math.log10(1e-5), math.exp(1))
print(math.degrees(math.pi / 3), math.radians(180))
print(math.atan2(1, 1), math.copysign(3, -0.0), math.fabs(-7))
print(math.dist((0, 0), (3, 4)), math.hypot(1, 1, 1))
print(reduce(math.gcd, [48, 180, 600]))
for bad in [lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.factorial(-1), lambda: math.comb(3, -1)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
print(math.isnan(float("nan")), math.isinf(1e308 * 10), math.isfinite(1.0))
print(math.modf(3.75), math.frexp(8.0), math.ldexp(0.5, 4))

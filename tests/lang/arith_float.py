# Float arithmetic and mixed int/float operations, including floor division and modulo.
print(0.1 + 0.2, 1.5 * 4, 7.0 / 2, 7.5 // 2, 7.5 % 2)
print(-7.5 // 2, -7.5 % 2, 7.5 // -2, 7.5 % -2)
print(2.0 ** 10, 2 ** 0.5, 4 ** -0.5, (-8.0) ** 3)
print(1 + 2.0, 3 * 1.5, 10 / 4, 10 // 4.0, 10 % 4.0)
print(divmod(7.5, 2), divmod(-7.5, 2))
print(float("3.25"), float("-1e-3"), float("  2.5 "), float(7), float("inf"), float("-inf"))
print(float("nan") != float("nan"), 1e308 * 10, -1e308 * 10)
print(abs(-2.5), round(2.675, 2), round(0.5), round(1.5), round(-0.5), round(3.14159, 3))
print(int(2.9), int(-2.9), int(1e10))
print(3.0 == 3, 0.1 + 0.2 == 0.3, 1.0 < 2, 2 > 1.5, 1.0 <= 1)
print(max(1.5, 2), min(1.5, 2), sum([0.1] * 10))
print((1.5).is_integer(), (2.0).is_integer())
print(5e-324, 1.7976931348623157e308, 2.2250738585072014e-308)
print(1e16, 1e15, 123456789012345678.0, 1e-5, 0.0001, 1e22, 1e21)
print(-0.0, 0.0 == -0.0, 1 / 3, 2 / 3, 10 / 3)
x = 1.0
for i in range(10):
    x = x * 1.1
print(x)
total = 0.0
for i in range(1, 101):
    total += 1 / i
print(total)
print(float(10 ** 20), 10 ** 20 / 3, 2 ** 53 + 1.0)
print(isinstance(1.0, float), type(1.5).__name__, type(3 / 1).__name__)
print(hash(1.0) == hash(1), hash(2.5) == hash(2.5))
print(3.5 - 1, 1 - 3.5, -1.5 * -2)
print(0.1 * 3, 1.1 * 1.1, 100 * 1.1)
print(1e300 * 1e300, -(1e300 * 1e300))
print(float("1_000.5"), 1_000.25)
print(pow(2.0, 3), pow(2, -2), pow(9, 0.5))
print(round(123.456, -1), round(-123.456, 1), round(1e20, 2))
print(str(1.0), repr(2.5), str(1e100), repr(-1e-100))

# repr and str of many floats: shortest round-trip digits, exponents, special values.
vals = [0.0, -0.0, 1.0, -1.0, 0.5, 0.1, 0.2, 0.3, 1.1, 2.675, 3.14159, 100.0, 1e5, 1e15, 1e16,
        1e17, 1.5e16, 12345.678, 0.001, 0.0001, 0.00001, 1.5e-5, 1e-7, 123e-20, 9.999999999999999e22,
        1e23, 2.5e-310, 5e-324, 1.7976931348623157e308, 4.35, 0.1 + 0.7, 1 / 7, 2 / 3, 1e300 * 10,
        -1e300 * 10, 3.0e-5, 6.02214076e23, 6.62607015e-34, 299792458.0, 1234567890123456.7,
        0.30000000000000004, 100.5, 0.025, 1.23456789e-8, 8.5, 2 ** 0.5, 1e-4 * 3]
for v in vals:
    print(repr(v), str(v))
print(vals[:5])
print((1.5, -2.25), {"k": 0.1})
print(float("nan"), -float("inf"), [float("inf")])
x = 0.0
steps = []
for i in range(12):
    x += 0.1
    steps.append(x)
print(steps)
print([i / 8 for i in range(9)])
print([10.0 ** e for e in range(-6, 20, 3)])
print([1.0 / 3 * 10 ** e for e in (-3, 0, 5, 15, 16, 17)])
print(1e16 - 1, 1e16 + 2, 2 ** 53 * 1.0, float(2 ** 63))
print(0.1 * 0.1, 1.0 - 0.9, 3 * 0.1 - 0.3)
print(float(123), float(-0), float(10 ** 15), float(10 ** 16))
print(str(-1.5e-7), str(1.5e+200), repr(-123.0), repr(1e-06), repr(1e-05))

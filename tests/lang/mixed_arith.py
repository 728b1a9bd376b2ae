# Mixed int/float arithmetic and true division (interpreter fast paths): rounding of large
# ints, signed zeros, infinities, NaN, division by zero and big-int operands.
ints = [0, 1, -1, 7, -3, 2 ** 53, 2 ** 53 + 1, -2 ** 53 - 1, 2 ** 62 + 12345, -2 ** 63, 2 ** 63 - 1, 2 ** 64 + 3]
floats = [0.0, -0.0, 0.5, -2.5, 1e300, float("inf"), float("nan"), 3.0]
for a in ints:
    for b in floats:
        row = [repr(a + b), repr(b + a), repr(a - b), repr(b - a), repr(a * b), repr(b * a)]
        for x, y in ((a, b), (b, a)):
            try:
                row.append(repr(x / y))
            except ZeroDivisionError as e:
                row.append("ZeroDivisionError: " + str(e))
        print(a, b, row)
for a in ints:
    for b in ints:
        try:
            print(a, b, repr(a / b))
        except ZeroDivisionError as e:
            print(a, b, "ZeroDivisionError:", e)
print(True + 0.5, 1.5 * False, 7 / 2, -7 / 2, 1 / 3, 2 ** 53 / 3, (2 ** 53 + 1) / 1)

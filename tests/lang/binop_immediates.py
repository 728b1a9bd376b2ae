# MULI, MODI, FLOORDIVI and BITANDI (a small int literal right operand): negative left operands,
# overflow into big ints, floats, bools, user classes, errors, and literals that keep the
# register form (negative or zero divisors, negative masks).
class N:
    def __mul__(self, o):
        return ("mul", o)
    def __mod__(self, o):
        return ("mod", o)
    def __floordiv__(self, o):
        return ("floordiv", o)
    def __and__(self, o):
        return ("and", o)
vals = [0, 1, -1, 7, -7, 100, -100, 2 ** 62, -2 ** 62, 2 ** 63 - 1, -2 ** 63, 2 ** 70, -2 ** 70,
        3.5, -3.5, 0.0, -0.0, True, False, float("inf"), float("nan")]
for v in vals:
    out = [v * 3, v * -2, v * 127, v * 0]
    for f in (lambda x: x % 7, lambda x: x % 1, lambda x: x // 7, lambda x: x // 1,
              lambda x: x & 15, lambda x: x & 0, lambda x: x & 127, lambda x: x % -3,
              lambda x: x // -3, lambda x: x & -2):
        try:
            out.append(f(v))
        except Exception as e:
            out.append(type(e).__name__ + ": " + str(e))
    print(v, out)
n = N()
print(n * 2, n % 3, n // 4, n & 5)
for bad in (lambda: "ab" % 3, lambda: None * 2, lambda: [1] * 3, lambda: "x" * 3, lambda: 5 % 0,
            lambda: 5 // 0, lambda: "a" & 1, lambda: 1.5 & 1, lambda: (1, 2) * 2):
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
total = 0
for i in range(-50, 50):
    total += i % 7 + i // 3 + (i & 6) + i * 5
print(total)

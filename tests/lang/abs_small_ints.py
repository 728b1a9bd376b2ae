# abs() of small ints negated inline, and the edges around the int64 range and other kinds.
for v in (0, 5, -5, -1, 2 ** 62, -(2 ** 62), 2 ** 63 - 1, -(2 ** 63) + 1, -(2 ** 63), -(2 ** 63) - 1,
          2 ** 63, -(2 ** 64), True, False, -0.0, -2.5, float("-inf")):
    r = abs(v)
    print(repr(v), repr(r), type(r).__name__)
x = -(2 ** 63)
print(abs(x) == 2 ** 63, abs(x) - 1 == 2 ** 63 - 1, abs(x - 1) == 2 ** 63 + 1)
print(sum(abs(i - 50) for i in range(100)), [abs(a - b) for a, b in zip(range(5), range(5, 0, -1))])


class I(int):
    def __abs__(self):
        return "I.__abs__"


print(abs(I(-3)), abs(complex(3, -4)))
try:
    abs("x")
except TypeError as e:
    print("TypeError:", e)


class J(int):
    pass


print(abs(J(-3)), type(abs(J(-3))).__name__, abs(J(-(2 ** 70))), type(abs(J(-(2 ** 70)))).__name__)

# Integer arithmetic: the four operations, floor division and modulo signs, powers, negation.
a, b = 17, 5
print(a + b, a - b, a * b, a / b)
print(a // b, a % b, -a // b, -a % b)
print(a // -b, a % -b, -a // -b, -a % -b)
print(divmod(17, 5), divmod(-17, 5), divmod(17, -5), divmod(-17, -5))
print(2 ** 10, 2 ** 0, 0 ** 0, (-2) ** 3, (-2) ** 4)
print(2 ** -1, 10 ** -2, (-8) ** -1)
print(pow(3, 4), pow(3, 4, 5), pow(-3, 3, 7), pow(7, -1, 13))
print(-(-5), +5, -0, abs(-12), abs(12))
print(7 / 7, 1 / 4, 10 / 4, -9 / 2)
print(0 // 5, 0 % 5, 5 % 5, -5 % 5)
print(1 + 2 * 3 - 4 // 2 ** 2)
print((1 + 2) * (3 - 4) // 2)
x = 10
x += 5
x -= 3
x *= 4
x //= 5
x %= 7
x **= 3
print(x)
y = 7
y /= 2
print(y, type(y).__name__)
print(int("42"), int("-17"), int("  8  "), int("1_000"), int("ff", 16), int("0x1f", 0), int("777", 8), int("101", 2))
print(int(3.9), int(-3.9), int(True), int(False))
print(round(2.5), round(3.5), round(-2.5), round(7), round(1234, -2), round(1250, -2))
print(max(3, 9, 2), min(3, 9, 2), max([4, 8, 1]), min([4, 8, 1]), sum([1, 2, 3]), sum([1, 2], 10))
print(bin(10), oct(64), hex(255), bin(-5), hex(-255))
print(True + True, True * 10, False - 1)
print(7 .bit_length(), (255).bit_length(), (0).bit_length(), (-8).bit_length())
print(isinstance(5, int), isinstance(True, int), type(5) is int)
print(hash(5) == hash(5), 10 == 10.0, 3 != 4)
i = 0
total = 0
while i < 100:
    total += i * i
    i += 1
print(total)
print(1_000_000 + 0b1010 + 0o17 + 0xFF)

# Big integers: growth past 64 bits, mixed signs, division, powers, conversions to text.
a = 2 ** 64
b = 2 ** 63 - 1
print(a, b, a - 1, -a, a * a)
print(b + 1, b * 2, -b - 1, (-b - 1) * -1)
f = 1
for i in range(1, 31):
    f *= i
print(f)
print(f // 7 ** 10, f % 7 ** 10, -f // 12345678901, -f % 12345678901)
print(divmod(10 ** 30, 7), divmod(-10 ** 30, 7), divmod(10 ** 30, -7))
print(3 ** 100)
print((3 ** 100) // (3 ** 98), (3 ** 100) % 1000)
print(2 ** 100 == 2 ** 100, 2 ** 100 < 2 ** 101, -2 ** 100 < 2 ** 64)
print(pow(2, 200, 10 ** 9 + 7), pow(123456789, 987654321, 10 ** 20))
print(int("123456789012345678901234567890") + 1)
print(str(10 ** 50), len(str(7 ** 200)))
print(hex(2 ** 100), bin(2 ** 70), oct(2 ** 65))
print(abs(-10 ** 25), -(10 ** 25))
print((10 ** 20) / (10 ** 10), 2 ** 70 / 2)
print(float(2 ** 80), int(1e20), int(-1.5e19))
print((2 ** 100 + 1) & 0xFFFF, (2 ** 100) | 1, (2 ** 100) ^ (2 ** 99), ~(2 ** 70))
print(1 << 100, (1 << 100) >> 98, -(1 << 100) >> 3, -1 >> 200)
print((-(2 ** 90)) & (2 ** 91 - 1))
x = 1
for i in range(200):
    x = x * 3 + i
print(x % 1000000007, x.bit_length())
fib = [0, 1]
for i in range(150):
    fib.append(fib[-1] + fib[-2])
print(fib[150], fib[100] * fib[50])
print(sum(range(10 ** 6)) * 10 ** 12)
print(max(2 ** 65, 2 ** 64, -2 ** 70), min(2 ** 65, -2 ** 70))
print(hash(2 ** 64) == hash(2 ** 64), 2 ** 64 == 2.0 ** 64, 2 ** 64 + 1 == 2.0 ** 64)
print(round(2 ** 70 + 0.0) == 2 ** 70, isinstance(2 ** 100, int))
print(123456789 ** 5, (-123456789) ** 5)
print(-7 ** 40 // 3, (-7) ** 40 % 9)
print((10 ** 40).bit_length(), (-(10 ** 40)).bit_length())
print([2 ** i for i in range(60, 70, 3)])

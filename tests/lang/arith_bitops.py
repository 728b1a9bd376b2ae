# Bitwise operators and shifts on small and negative integers, plus bools.
a, b = 0b1100, 0b1010
print(a & b, a | b, a ^ b, ~a, ~0, ~-1)
print(-12 & 10, -12 | 10, -12 ^ 10, -12 & -10, -12 | -10)
print(1 << 0, 1 << 10, 1 << 62, 1 << 63, 1 << 64)
print(1024 >> 3, -1024 >> 3, -1 >> 1, -5 >> 1, 5 >> 10)
print(True & False, True | False, True ^ True, ~True, True << 3)
x = 0
for i in range(0, 16, 3):
    x |= 1 << i
print(x, bin(x))
x &= ~(1 << 3)
print(x, bin(x))
x ^= 0xFFFF
print(x, hex(x))
x <<= 4
x >>= 2
print(x)
def popcount(n):
    c = 0
    while n:
        n &= n - 1
        c += 1
    return c
print([popcount(n) for n in range(20)])
def reverse_bits(n, width):
    r = 0
    for i in range(width):
        if n & (1 << i):
            r |= 1 << (width - 1 - i)
    return r
print(reverse_bits(0b1011, 8), reverse_bits(1, 16))
mask = (1 << 32) - 1
h = 2166136261
for ch in "hello world":
    h = ((h ^ ord(ch)) * 16777619) & mask
print(h)
print(0xDEADBEEF & 0xFFFF, 0xDEADBEEF >> 16, (0xDEADBEEF >> 8) & 0xFF)
print(7 & 3 | 8, 7 ^ 3 & 1, 1 | 2 ^ 3 & 4)
print(1 << 2 + 1, (1 << 2) + 1, 256 >> 1 + 1)
print(format(5, "08b"), format(255, "x"), format(255, "X"), format(255, "#x"), format(8, "o"))

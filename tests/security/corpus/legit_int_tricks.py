# corpus: legit
# technique: int tricks
print(2 ** 100, -7 // 2, -7 % 2, divmod(-7, 2), pow(3, 200, 1000), (10 ** 30) // 7)
print(int("ff", 16), hex(255), bin(10), oct(8), (255).bit_length(), abs(-5), round(2.5))
print(1 << 100, (1 << 100) >> 99, ~5, 5 & 3, 5 | 3, 5 ^ 3, int("-42"), int(3.99))

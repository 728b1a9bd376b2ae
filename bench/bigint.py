# Benchmark: big-integer arithmetic (factorials, Fibonacci, modular powers, digit sums).
f = 1
for i in range(2, 15000):
    f *= i
a, b = 0, 1
for _ in range(150000):
    a, b = b, a + b
m = 2 ** 521 - 1
acc = 0
for k in range(1, 12000):
    acc = (acc * 31 + pow(k, 65537, m)) % m
digits = 0
x = 3 ** 12000
while x:
    x, r = divmod(x, 10 ** 18)
    digits += r % 97
print(f.bit_length(), a % 1000000007, acc % 1000000007, digits)

# Benchmark: nested integer loops with arithmetic and comparisons.
total = 0
for i in range(2000):
    for j in range(1000):
        if (i ^ j) & 3 == 0:
            total += i * j % 7
        else:
            total -= 1
i = 0
while i < 1000000:
    total += i & 15
    i += 1
print(total)

# Benchmark: Sieve of Eratosthenes (list indexing and stores).
def sieve(n):
    flags = [True] * (n + 1)
    flags[0] = flags[1] = False
    i = 2
    while i * i <= n:
        if flags[i]:
            for j in range(i * i, n + 1, i):
                flags[j] = False
        i += 1
    count = 0
    for f in flags:
        if f:
            count += 1
    return count
total = 0
for _ in range(12):
    total += sieve(600000)
print(total)

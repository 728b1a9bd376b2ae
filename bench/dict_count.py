# Benchmark: dicts with str keys (counting words) and int keys.
words = []
seed = 7
for i in range(60000):
    seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
    words.append("w" + str(seed % 5000))
total = 0
for rep in range(20):
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    total += len(counts) + max(counts.values())
ints = {}
for i in range(600000):
    ints[i * 7 % 10007] = ints.get(i * 7 % 10007, 0) + i
print(total, len(ints), sum(ints.values()) % 1000003)

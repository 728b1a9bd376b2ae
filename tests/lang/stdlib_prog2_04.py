import random
import statistics
from collections import Counter

random.seed(42)

rolls = [random.randint(1, 6) for _ in range(600)]
counts = Counter(rolls)
for face in range(1, 7):
    print(face, counts[face], "#" * (counts[face] // 10))

print("mean", round(statistics.mean(rolls), 4))
print("stdev", round(statistics.stdev(rolls), 4))

deck = [f"{r}{s}" for s in "SHDC" for r in ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"]]
random.shuffle(deck)
hand = deck[:5]
print("hand", hand)
print("sample", random.sample(range(100), 8))
print("choices", random.choices(["red", "green", "blue"], weights=[5, 3, 1], k=10))
print("choice", random.choice(deck))
print("uniform", round(random.uniform(10, 20), 6))
samples = [random.gauss(100, 15) for _ in range(1000)]
print("gauss mean", round(statistics.mean(samples), 3))
print("gauss median", round(statistics.median(samples), 3))
print("quantiles", [round(q, 2) for q in statistics.quantiles(samples, n=4)])

rng = random.Random(7)
print([rng.randrange(0, 100, 5) for _ in range(6)])
print(rng.random())

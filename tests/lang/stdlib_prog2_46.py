import random
import math
from collections import Counter
from statistics import mean, pstdev, median

random.seed(123)
data = [random.normalvariate(50, 10) for _ in range(500)]
bins = Counter(int(x // 10) * 10 for x in data)
for b in sorted(bins):
    print(f"{b:>4}-{b + 9:<4} {'*' * (bins[b] // 5)} {bins[b]}")
print(round(mean(data), 4), round(pstdev(data), 4), round(median(data), 4))
lo, hi = min(data), max(data)
print(round(lo, 3), round(hi, 3))

walk = [0]
for _ in range(50):
    walk.append(walk[-1] + random.choice([-1, 1]))
print(walk[-1], max(walk), min(walk))

def monte_carlo_pi(n: int) -> float:
    inside = sum(1 for _ in range(n) if random.random() ** 2 + random.random() ** 2 <= 1)
    return 4 * inside / n

est = monte_carlo_pi(5000)
print(est, abs(est - math.pi) < 0.1)
sample = random.sample(range(1, 50), 6)
print(sorted(sample))
weights = {"common": 70, "rare": 25, "epic": 5}
drops = Counter(random.choices(list(weights), weights=list(weights.values()), k=200))
print(drops.most_common())
print(random.randrange(10), random.randrange(5, 50, 7), round(random.lognormvariate(0, 0.5), 6))

import random
from collections import Counter

rng = random.Random(1234)
rolls = [rng.randint(1, 6) + rng.randint(1, 6) for _ in range(1000)]
c = Counter(rolls)
for total in range(2, 13):
    print(f"{total:2d} {c[total]:4d} {'=' * (c[total] // 10)}")
random.seed(42)
deck = [r + s for s in "SHDC" for r in "A23456789TJQK"]
random.shuffle(deck)
print(deck[:5], random.choice(deck), random.sample(range(100), 5))
print([round(random.uniform(0, 10), 3) for _ in range(3)], round(random.random(), 6))
print(random.choices("abc", weights=[5, 1, 1], k=10))
wins = 0
for _ in range(500):
    door = random.randrange(3)
    pick = random.randrange(3)
    wins += door != pick
print("switch wins:", wins)
walk = [0]
for _ in range(20):
    walk.append(walk[-1] + random.choice((-1, 1)))
print(walk, max(walk), min(walk))
print(round(random.gauss(0, 1), 6), round(random.expovariate(2.0), 6), random.getrandbits(16))

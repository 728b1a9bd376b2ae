import random
import statistics
from collections import Counter

def simulate_queue(rng, n_customers):
    t = 0.0
    free_at = 0.0
    waits = []
    for _ in range(n_customers):
        t += rng.expovariate(1.0)
        start = max(t, free_at)
        waits.append(start - t)
        free_at = start + rng.uniform(0.5, 1.2)
    return waits

def monte_carlo_pi(rng, n):
    inside = sum(1 for _ in range(n) if rng.random() ** 2 + rng.random() ** 2 <= 1)
    return 4 * inside / n

def main():
    rng = random.Random(2024)
    waits = simulate_queue(rng, 500)
    print(round(statistics.mean(waits), 6), round(max(waits), 6))
    print(monte_carlo_pi(random.Random(1), 20000))
    random.seed(99)
    names = ["ann", "bob", "cid", "dee", "eve", "fay"]
    teams = names[:]
    random.shuffle(teams)
    print(teams[:3], teams[3:])
    walk = [0]
    for _ in range(20):
        walk.append(walk[-1] + random.choice((-1, 1)))
    print(walk)
    c = Counter(random.choices(names, k=300))
    print(sorted(c.items()))
    print([round(random.normalvariate(100, 15), 4) for _ in range(3)])
    print(random.sample(range(1000), k=4), random.sample(names, 2))
    print(round(random.triangular(0, 10, 2), 6), round(random.betavariate(2, 3), 6))
    print(random.getrandbits(40), random.randrange(10**12))
    state = random.getstate()
    x = random.random()
    random.setstate(state)
    print(x == random.random())

main()

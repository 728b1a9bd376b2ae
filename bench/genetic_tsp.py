# Benchmark (held-out style, after typical agent code): a genetic algorithm for a small travelling
# salesman instance and a 0/1 knapsack. random.seed drives module-level random functions
# (random.sample, shuffle, choices with weights, randrange, random); tours are lists with order
# crossover and swap/reverse mutations, fitness is cached in a dict keyed by tuple(tour), parents
# come from tournament selection with max(key=...), and elitism keeps the best by sorted().
import math
import random


def make_cities(n):
    return [(random.uniform(0, 100), random.uniform(0, 100)) for _ in range(n)]


def tour_length(tour, dist):
    return sum(dist[tour[i - 1]][tour[i]] for i in range(len(tour)))


def order_crossover(a, b):
    n = len(a)
    i, j = sorted(random.sample(range(n), 2))
    child = [None] * n
    child[i:j] = a[i:j]
    taken = set(a[i:j])
    fill = [c for c in b if c not in taken]
    k = 0
    for idx in range(n):
        if child[idx] is None:
            child[idx] = fill[k]
            k += 1
    return child


def mutate(tour, rate):
    if random.random() < rate:
        i, j = sorted(random.sample(range(len(tour)), 2))
        tour[i:j + 1] = reversed(tour[i:j + 1])
    if random.random() < rate:
        i, j = random.randrange(len(tour)), random.randrange(len(tour))
        tour[i], tour[j] = tour[j], tour[i]
    return tour


def evolve_tsp(cities, pop_size, generations):
    n = len(cities)
    dist = [[math.dist(p, q) for q in cities] for p in cities]
    cache = {}

    def fitness(t):
        key = tuple(t)
        if key not in cache:
            cache[key] = 1.0 / tour_length(t, dist)
        return cache[key]

    pop = []
    for _ in range(pop_size):
        t = list(range(n))
        random.shuffle(t)
        pop.append(t)
    history = []
    for g in range(generations):
        ranked = sorted(pop, key=fitness, reverse=True)
        history.append(1.0 / fitness(ranked[0]))
        nxt = [list(t) for t in ranked[:4]]
        while len(nxt) < pop_size:
            p1 = max(random.sample(pop, 4), key=fitness)
            p2 = max(random.sample(pop, 4), key=fitness)
            nxt.append(mutate(order_crossover(p1, p2), 0.3))
        pop = nxt
    best = max(pop, key=fitness)
    return best, history, len(cache)


def evolve_knapsack(items, capacity, pop_size, generations):
    n = len(items)

    def score(bits):
        w = v = 0
        for b, (wt, val) in zip(bits, items):
            if b:
                w += wt
                v += val
        return v if w <= capacity else capacity - w

    pop = [[random.random() < 0.2 for _ in range(n)] for _ in range(pop_size)]
    for g in range(generations):
        scores = [score(p) for p in pop]
        lo = min(scores)
        weights = [s - lo + 1 for s in scores]
        parents = random.choices(pop, weights=weights, k=pop_size)
        pop = []
        for a, b in zip(parents[::2], parents[1::2]):
            cut = random.randrange(1, n)
            for child in (a[:cut] + b[cut:], b[:cut] + a[cut:]):
                pop.append([(not bit) if random.random() < 0.02 else bit for bit in child])
    best = max(pop, key=score)
    return score(best), sum(best)


def main(n_cities, generations):
    random.seed(12345)
    cities = make_cities(n_cities)
    best, history, evaluated = evolve_tsp(cities, 60, generations)
    print(f"tsp start {history[0]:.2f} end {history[-1]:.2f} evaluated {evaluated}")
    print("tour", best[:12])
    items = [(random.randint(1, 30), random.randint(1, 50)) for _ in range(60)]
    value, count = evolve_knapsack(items, 300, 80, generations)
    print(f"knapsack value {value} items {count}")
    print("checkpoints", [round(h, 1) for h in history[::max(1, generations // 8)]])


if __name__ == "__main__":
    main(n_cities=40, generations=240)  # test: main(n_cities=12, generations=10)

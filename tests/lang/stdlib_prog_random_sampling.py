import random

def main():
    random.seed(42)
    population = list(range(1, 101))
    print(random.sample(population, 5))
    print(random.choice(["red", "green", "blue", "yellow"]))
    deck = [r + s for s in "SHDC" for r in "A23456789TJQK"]
    random.shuffle(deck)
    print(deck[:7])
    print([random.randint(1, 6) for _ in range(10)])
    print(round(random.random(), 6), round(random.uniform(10, 20), 6))
    print([round(random.gauss(0, 1), 6) for _ in range(3)])
    print(random.choices("abc", weights=[5, 1, 1], k=8))
    print(random.randrange(0, 100, 5))
    rng = random.Random(7)
    print([rng.randint(0, 9) for _ in range(8)])
    rolls = [random.randint(1, 6) + random.randint(1, 6) for _ in range(1000)]
    hist = {s: rolls.count(s) for s in range(2, 13)}
    print(hist)
    random.seed(123)
    a = [random.random() for _ in range(3)]
    random.seed(123)
    b = [random.random() for _ in range(3)]
    print(a == b)

main()

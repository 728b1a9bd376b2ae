import random
for s in [0, 1, 42, 12345, -7, 2**70, 3.5]:
    random.seed(s)
    print([random.random() for _ in range(3)])
    print([random.randint(1, 100) for _ in range(10)], random.randrange(0, 1000, 7), random.randrange(10**30))
    l = list(range(20)); random.shuffle(l); print(l)
    print(random.choice("abcdef"), random.choices([1,2,3], k=5), random.choices("abc", [1, 5, 2], k=6))
    print(random.sample(range(100), 10), random.sample("abcdefg", 3), random.sample(range(10**6), 5))
    print(random.uniform(1, 5), random.gauss(0, 1), random.gauss(10, 2), random.getrandbits(77))
    print(random.normalvariate(), random.expovariate(2), random.triangular(1, 3), random.betavariate(2, 3))
r = random.Random(42)
print(r.random(), random.Random(42).random())
st = r.getstate(); a = r.random(); r.setstate(st); print(a == r.random())
for bad in [lambda: random.randrange(0), lambda: random.choice([]), lambda: random.sample([1,2], 3), lambda: random.randrange(1, 5, 0), lambda: random.sample({1,2}, 1), lambda: random.getrandbits(-1), lambda: random.choices([1,2], [1]), lambda: random.randint(1, 0)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
# Independent generators, big and negative seeds, sample/choices variants, state round trip.
a, b = random.Random(7), random.Random(7)
print([a.randint(0, 9) for _ in range(15)] == [b.randint(0, 9) for _ in range(15)])
random.seed(2024)
deck = [r + s for r in "A23456789TJQK" for s in "shdc"]
random.shuffle(deck)
print(deck[:13])
print(random.sample(deck, 5), random.sample(range(1000), 30))
print(random.choices(["x", "y"], cum_weights=[1, 10], k=8), random.sample(["a", "b"], k=4, counts=[3, 2]))
print([random.randrange(-10, 10, 3) for _ in range(10)], [random.randrange(10, -10, -4) for _ in range(5)])
print([random.getrandbits(k) for k in (0, 1, 31, 32, 33, 64, 65, 200)])
print(random.vonmisesvariate(1, 2), random.gammavariate(0.5, 1), random.gammavariate(3, 2), random.paretovariate(3), random.weibullvariate(1, 2), random.lognormvariate(0, 1))
random.seed(True)
print(random.random())
random.seed(-2**100 + 1)
print(random.random(), random.randint(-10**20, 10**20))

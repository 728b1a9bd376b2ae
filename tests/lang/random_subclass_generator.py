# A Random subclass that overrides random() (and not getrandbits) drives randrange, randint,
# choice, shuffle and sample through its random(), as CPython's _randbelow_without_getrandbits
# does; one that overrides getrandbits draws through that; one that overrides neither keeps
# the Mersenne Twister's draws.
import random


class Fixed(random.Random):
    def random(self):
        return 0.5


class Counter(random.Random):
    def __init__(self):
        super().__init__(0)
        self.n = 0

    def random(self):
        self.n += 1
        return (self.n * 0.137) % 1.0


class Bits(random.Random):
    def getrandbits(self, k):
        return 5 % (1 << k)


class Plain(random.Random):
    pass


r = Fixed(1)
print(r.random(), r.randint(1, 10), r.choice("abcdef"), r.randrange(100), r.uniform(0, 2))
xs = list(range(6))
r.shuffle(xs)
print(xs, r.sample(range(10), 3))
c = Counter()
print([c.randint(1, 6) for _ in range(8)], c.choice(["x", "y", "z"]), c.n)
ys = list(range(8))
c.shuffle(ys)
print(ys)
b = Bits()
print(b.randrange(6), b.randint(0, 2), b.choice("abcdefgh"), b.random() < 1)
p = Plain(42)
q = random.Random(42)
print(p.randint(1, 100) == q.randint(1, 100), p.sample(range(50), 4) == q.sample(range(50), 4))
try:
    Fixed().randrange(0)
except ValueError as e:
    print("ValueError:", e)

# Random.shuffle of an exact list runs in C, choice and randint draw straight from the state:
# the same numbers as CPython for many sizes and seeds, module-level functions, subclasses that
# replace _randbelow (their own method must be used), list subclasses, other sequences, big
# bounds and the errors.
import random

for seed in (0, 1, 42, 12345):
    rng = random.Random(seed)
    for n in (0, 1, 2, 3, 7, 40, 81, 200):
        x = list(range(n))
        rng.shuffle(x)
        print(seed, n, x[:12], sum(i * v for i, v in enumerate(x)))
    print(rng.random(), rng.randint(1, 6), rng.randint(-5, 5), rng.randint(7, 7))
    print(rng.choice([3, 1, 4]), rng.choice((1, 5)), rng.choice("xyz"), rng.choice(range(10, 90)))
    print(rng.randint(0, 2 ** 70), rng.randint(-2 ** 64, 2 ** 64), rng.choice(range(2 ** 40)))
    print(rng.getrandbits(40), rng.random())

random.seed(7)
y = ["a", "b", "c", "d", "e"]
random.shuffle(y)
print(y, random.choice(y), random.randint(10, 20), random.random())


class Fixed(random.Random):
    def _randbelow(self, n):
        return 0


f = Fixed(3)
z = [1, 2, 3, 4]
f.shuffle(z)
print(z, f.choice("abc"), f.randint(5, 9))


class MyList(list):
    pass


ml = MyList([1, 2, 3, 4, 5, 6])
random.Random(9).shuffle(ml)
print(ml, type(ml).__name__)
try:
    random.Random(1).shuffle((1, 2, 3))
except TypeError as e:
    print("TypeError", e)
try:
    random.Random(1).choice([])
except IndexError as e:
    print("IndexError", e)
try:
    random.Random(1).randint(5, 1)
except ValueError as e:
    print("ValueError", e)
try:
    random.Random(1).randint(1.5, 3)
except (TypeError, ValueError) as e:
    print(type(e).__name__, e)

# random() is a native method of Random: bound, unbound, module level, subclasses overriding
# it or not, after setstate, and its argument error.
r = random.Random(5)
f = random.random
random.seed(3)
print(r.random(), f(), f(), random.Random.random(r))
print(type(r).random is random.Random.random)
try:
    r.random(1)
except TypeError as e:
    print("TypeError", e)


class Quarter(random.Random):
    def random(self):
        return 0.25


q = Quarter(1)
print(q.random(), q.uniform(0, 4))


class Plain(random.Random):
    pass


print(Plain(5).random() == random.Random(5).random())
st = r.getstate()
a = r.random()
r.setstate(st)
print(a == r.random(), [round(r.random(), 6) for _ in range(3)])

# sample() and randrange() of Random itself draw straight from the state.
for seed in (2, 99):
    g = random.Random(seed)
    print(g.sample(range(40), 2), g.sample([5, 6, 7, 8, 9] * 12, 4), g.sample("abcdefgh", 8))
    print(g.sample(range(10 ** 6), 7), g.sample(tuple(range(30)), 25)[:5])
    print(g.randrange(10), g.randrange(3, 9), g.randrange(-50, -40), g.randrange(2 ** 70) > 0)
    print(g.randrange(0, 100, 7), g.randrange(10, 0, -3), g.sample(range(5), k=0))
print(Fixed(1).sample(range(10), 3), Fixed(1).randrange(5, 50), Fixed(1).randrange(9))
for bad in [(range(3), 4), (range(3), -1)]:
    try:
        random.Random(1).sample(*bad)
    except ValueError as e:
        print("ValueError", e)
try:
    random.Random(1).randrange(0)
except ValueError as e:
    print("ValueError", e)

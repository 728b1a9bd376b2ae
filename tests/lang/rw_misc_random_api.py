# random's public API against CPython 3.11: every seeded result (draws, distributions, state
# round trips, subclasses) and the error messages.
import random


def attempt(label, f, *args, **kw):
    try:
        print(label, f(*args, **kw))
    except Exception as e:
        print(label, type(e).__name__, e)


for s in [0, 1, 42, -7, 2 ** 70, 'hello', '', 3.5]:
    r = random.Random(s)
    print(repr(s), r.random(), r.getrandbits(70), r.randrange(10 ** 20), r.randint(-5, 5))

r = random.Random(12345)
print([r.randrange(7) for _ in range(10)])
print([r.randrange(3, 30, 4) for _ in range(10)])
print([r.randrange(30, 3, -4) for _ in range(10)])
print([r.randint(1, 6) for _ in range(10)])
print([r.choice('abcdefg') for _ in range(10)])
print([r.choice(range(1000)) for _ in range(5)])
lst = list(range(20))
r.shuffle(lst)
print(lst)
print(r.sample(range(100), 10), r.sample('abcdef', 6), r.sample(range(10 ** 6), 5))
print(r.sample(['a', 'b', 'c'], 5, counts=[3, 1, 2]))
print(r.sample(range(30), 25))
print(r.choices('abc', k=5))
print(r.choices('abc', [1, 5, 2], k=6))
print(r.choices('abc', cum_weights=[1, 6, 8], k=6))
print(r.choices(range(4), [0.5, 0.25, 0.125, 0.125], k=4))
print(r.uniform(2, 8), r.uniform(8, 2))
print(r.triangular(), r.triangular(1, 9), r.triangular(1, 9, 2), r.triangular(5, 5, 5))
print(r.gauss(), r.gauss(10, 2), r.gauss(), r.normalvariate(), r.normalvariate(3, 0.5))
print(r.expovariate(1.5), r.lognormvariate(0, 1))
print(r.betavariate(2, 3), r.betavariate(0.5, 0.5))
print(r.gammavariate(0.5, 2), r.gammavariate(1.0, 3), r.gammavariate(4.5, 1.5))
print(r.vonmisesvariate(1.0, 0.0), r.vonmisesvariate(1.0, 4.0), r.vonmisesvariate(2.0, 50))
print(r.paretovariate(2.5), r.weibullvariate(1.5, 2.0))
print(r.getrandbits(0), r.getrandbits(1), r.getrandbits(32), r.getrandbits(33), r.getrandbits(200))
print(r.randbytes(0), r.randbytes(5), r.randbytes(17))

st = r.getstate()
print(type(st), len(st), st[0], len(st[1]), st[2])
a = [r.random() for _ in range(3)]
r.setstate(st)
print(a == [r.random() for _ in range(3)])
r2 = random.Random()
r2.setstate(st)
print(r2.random() == a[0])
r.gauss()
st = r.getstate()
print(st[2] is not None)
g1 = r.gauss()
r.setstate(st)
print(g1 == r.gauss())

random.seed(99)
print(random.random(), random.randint(1, 100), random.choice([1, 2, 3]), random.getrandbits(10))
random.seed('text', version=2)
print(random.random())
random.seed(2 ** 40 + 3)
print(random.random())
x = list('abcdefghij')
random.shuffle(x)
print(x, random.sample(x, 3), random.uniform(0, 1), random.gauss(0, 1))
random.seed(5)
s5 = random.getstate()
random.setstate(s5)
print(random.randrange(1000), random.randbytes(3))


class Mine(random.Random):
    def __init__(self, seq):
        self.seq = list(seq)
        self.i = 0
        super().__init__(0)

    def random(self):
        self.i += 1
        return self.seq[self.i % len(self.seq)]


m = Mine([0.1, 0.5, 0.9, 0.33])
print([m.randrange(10) for _ in range(6)], m.choice('abcd'), m.uniform(0, 10))
print(m.sample(range(10), 3))


class Bits(random.Random):
    def getrandbits(self, k):
        return super().getrandbits(k) ^ 1


b = Bits(3)
print([b.randrange(100) for _ in range(6)], b.choice('xyz'))


class Plain(random.Random):
    pass


p = Plain(8)
q = random.Random(8)
print([p.randrange(50) for _ in range(5)] == [q.randrange(50) for _ in range(5)])
print(p.random() == q.random(), p.sample(range(9), 4) == q.sample(range(9), 4))

r = random.Random(1)
attempt('randrange0', r.randrange, 0)
attempt('randrange-empty', r.randrange, 5, 5)
attempt('randrange-empty2', r.randrange, 5, 2)
attempt('randrange-step0', r.randrange, 1, 5, 0)
attempt('randrange-emptystep', r.randrange, 1, 5, -1)
attempt('randrange-float', r.randrange, 2.5)
attempt('randrange-float2', r.randrange, 1, 2.5)
attempt('randrange-str', r.randrange, 'a')
attempt('randint-empty', r.randint, 5, 1)
attempt('choice-empty', r.choice, [])
attempt('sample-big', r.sample, [1, 2], 3)
attempt('sample-neg', r.sample, [1, 2], -1)
attempt('sample-set', r.sample, {1, 2}, 1)
attempt('sample-counts', r.sample, 'ab', 1, counts=[1])
attempt('sample-counts0', r.sample, 'ab', 1, counts=[0, 0])
attempt('sample-countsf', r.sample, 'ab', 1, counts=[1.0, 2.0])
attempt('choices-both', r.choices, 'ab', [1, 2], cum_weights=[1, 2])
attempt('choices-len', r.choices, 'ab', [1])
attempt('choices-zero', r.choices, 'ab', [0, 0])
attempt('choices-inf', r.choices, 'ab', [1, float('inf')])
attempt('choices-k', r.choices, 'ab', 3)
attempt('choices-kbool', r.choices, 'ab', True)
attempt('gamma-neg', r.gammavariate, -1, 1)
attempt('getrandbits-neg', r.getrandbits, -1)
attempt('seed-list', random.Random, [1, 2])
attempt('setstate-version', r.setstate, (1, (), None))
attempt('setstate-size', r.setstate, (3, (1, 2), None))
attempt('expovariate0', r.expovariate, 0)

# random's _randbelow draws through a native (_mt_randbelow) for unboxed ints and through
# the Python loop for big ones: both must give CPython's numbers and leave CPython's state.
import random
r = random.Random(12345)
out = []
for n in (1, 2, 3, 7, 10, 100, 1000, 2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**32 + 1, 2**40 + 7, 2**62 + 3, 2**63 - 1, 2**63, 2**64 + 5, 10**30):
    out.append([r._randbelow(n) for _ in range(5)])
for row in out:
    print(row)
print(r.random())
x = list(range(50)); r.shuffle(x); print(x)
print([r.randint(-5, 5) for _ in range(20)], r.choice("abcdef"), r.randrange(0, 10**20, 7))
random.seed(7); print(random.sample(range(1000), 8), random.random())

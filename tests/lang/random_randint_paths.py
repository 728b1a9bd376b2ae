# random.randint/randrange with exact ints take a short path; the numbers, the errors and a
# subclass's _randbelow must stay CPython's.
import random

r = random.Random(2024)
print([r.randint(1, 6) for _ in range(10)], [r.randrange(10) for _ in range(10)])
print([r.randrange(-5, 5) for _ in range(8)], [r.randrange(0, 100, 7) for _ in range(5)])
print(r.randint(7, 7), r.randint(-2**40, 2**40), r.randint(0, 2**80), r.randrange(1, 2**70))
print(r.randint(True, 3), r.randrange(False, 2), r.random())
random.seed(5)
print(random.randint(1, 100), random.randrange(50), random.choice("abcdef"))
for args in [(5, 3), (5, 5 - 1)]:
    try:
        r.randint(*args)
    except ValueError as e:
        print("ValueError", e)
for args in [(0,), (-3,), (3, 3), (4, 2)]:
    try:
        r.randrange(*args)
    except ValueError as e:
        print("ValueError", e)
try:
    r.randint(1, "9")
except TypeError as e:
    print("TypeError", e)
try:
    r.randrange(10, step=2)
except TypeError as e:
    print("TypeError", e)


class Fixed(random.Random):
    def _randbelow(self, n):
        print("below", n)
        return n - 1


f = Fixed(1)
print(f.randint(10, 20), f.randrange(5), f.randrange(3, 9), f.choice([1, 2, 3]))

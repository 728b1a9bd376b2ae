# random.choices with weights and cum_weights, and sample with counts: the prefix sums are
# CPython's accumulate (the first weight itself, then running sums), so odd weight types
# fail with CPython's message; long weight lists, bools, Fractions, and draws by bisection.
import random
from fractions import Fraction

rng = random.Random(21)
pop = list(range(300))
weights = [1.0 / (i + 1) for i in range(300)]
print(rng.choices(pop, weights, k=12))
print(rng.choices("abc", [True, False, True], k=8))
print(rng.choices("abcd", [Fraction(1, 3), Fraction(1, 6), 0, Fraction(1, 2)], k=8))
print(rng.choices("abcd", cum_weights=[1, 1, 5, 6], k=8))
print(rng.sample("wxyz", 5, counts=[3, 0, 1, 2]))
print(rng.sample(range(10), 6, counts=[True] * 10))
for bad in (["a", "b"], [[1], [2]], [1, None]):
    try:
        rng.choices("xy", bad)
    except TypeError as e:
        print("TypeError:", e)
for bad in ([0, 0], [1, -1]):
    try:
        rng.choices("xy", bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    rng.sample("ab", 1, counts=["a", "b"])
except TypeError as e:
    print("TypeError:", e)

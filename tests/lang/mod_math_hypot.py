# math.hypot/dist: the correctly rounded norm of CPython 3.11 (not repeated two-argument hypot).
import math, random
random.seed(1)
out = []
for i in range(400):
    n = random.randint(2, 6)
    v = [random.uniform(-10, 10) * 10 ** random.randint(-5, 5) for _ in range(n)]
    out.append(repr(math.hypot(*v)))
    out.append(repr(math.dist(v, v[::-1])))
print(math.hypot(1, 1, 1), math.hypot(3, 4), math.hypot(), math.hypot(-2), math.hypot(1e308, 1e308), math.hypot(5e-324, 5e-324), math.hypot(float('nan'), float('inf')))
print("\n".join(out))
for x in out[:3]: print(x)

# math.fsum bit for bit against python3.11: random mixes of magnitudes and signs (many partials),
# rounding midpoints (the half-even fix-up), cancellation to zero, and the special cases:
# NaN inputs give nan, +inf and -inf together raise ValueError, and a finite total that
# overflows on the way raises OverflowError even when an infinity also occurs.
import math, random
random.seed(7)

def show(xs):
    try:
        print(repr(math.fsum(xs)))
    except (ValueError, OverflowError) as e:
        print(type(e).__name__ + ': ' + str(e))

inf, nan = float('inf'), float('nan')
cases = [[], [0.0], [-0.0], [1e-16, 1.0, 1e16], [1.0, 1e100, 1.0, -1e100], [0.1] * 10,
         [1e308, 1e308], [1e308, 1e308, -1e308], [-1e308, -1e308], [nan], [1.0, nan, inf],
         [inf, -inf], [inf, 1e308, 1e308], [1e308, inf, 1e308], [inf, inf], [-inf, 2.0],
         [nan, inf, -inf], [2.0 ** 53, 1.0, 1e-300], [2.0 ** 53, -1.0, -1e-300],
         [1.0, 2.0 ** -53, 2.0 ** -106], [1.0, -(2.0 ** -53), -(2.0 ** -106)],
         [1.0, 2.0 ** -53, -(2.0 ** -106)], [3.0, 2.0 ** -52, 2.0 ** -105, 2.0 ** -160],
         [5e-324, 5e-324, -5e-324], [1.7976931348623157e308, 9.979201547673598e291],
         [1.7976931348623157e308, 9.979201547673597e291], [1, 2, 3], [True, 2.5]]
for c in cases:
    show(c)
for trial in range(400):
    n = random.randint(1, 60)
    xs = []
    for _ in range(n):
        e = random.randint(-60, 60) if trial % 2 else random.randint(-1070, 1000)
        xs.append(random.choice((1, -1)) * math.ldexp(random.random(), e))
    if trial % 3 == 0:
        xs += [-x for x in xs[: n // 2]]
        random.shuffle(xs)
    if trial % 5 == 0:  # an exact midpoint: 1 + half an ulp, nudged by a tiny same-sign tail
        b = random.randint(-20, 20)
        xs += [math.ldexp(1.0, b), math.ldexp(1.0, b - 53), math.ldexp(random.choice((1, -1)), b - 120)]
    show(xs)
show(iter([0.5, 0.25]))
try:
    math.fsum([1.0, 'x'])
except TypeError as e:
    print('TypeError:', e)

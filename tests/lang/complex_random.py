# complex arithmetic, powers, formats and cmath on 300 random pairs with extreme parts (overflow,
# underflow, -0.0): values and CPython's errors of complex ** complex.
import random, cmath
random.seed(5)
specials = [0.0, -0.0, 1.0, -1.0, 1e-310, 1e308, -1e308, 0.1, 3.5, 1e16, 123456.789]
def rnd():
    if random.random() < 0.4:
        return random.choice(specials)
    return random.uniform(-10, 10) * 10 ** random.randint(-5, 5)
for i in range(300):
    a = complex(rnd(), rnd())
    b = complex(rnd(), rnd())
    x = rnd()
    out = [a, a + b, a - b, a * b, a + x, x - a, x * a, abs(a), hash(a) if a == a else 0, a == b, f'{a:.3g}', format(a, '>30')]
    for f in [lambda: a / b, lambda: x / a, lambda: a ** 2, lambda: a ** -3, lambda: a ** 0.5, lambda: a ** b, lambda: cmath.sqrt(a), lambda: cmath.exp(a), lambda: cmath.log(a), lambda: cmath.atan(a), lambda: cmath.acos(a), lambda: cmath.tanh(a)]:
        try:
            out.append(f())
        except (ZeroDivisionError, OverflowError, ValueError) as e:
            out.append(type(e).__name__ + str(e))
    print(out)

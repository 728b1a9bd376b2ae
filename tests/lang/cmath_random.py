# cmath's functions, polar and phase on 400 random complex numbers with extreme parts (overflow,
# underflow, -0.0, near 1): values and CPython's errors (phase's underflow range error too).
import random, cmath
random.seed(9)
specials = [0.0, -0.0, 1.0, -1.0, 1e-310, 1e308, -1e308, 0.5, 1e-8, 710.0, -710.0, 709.0, 1e154, 1e-154, 2.0]
def rnd():
    if random.random() < 0.5:
        return random.choice(specials)
    return random.uniform(-10, 10) * 10 ** random.randint(-20, 20)
names = ['sqrt', 'exp', 'log', 'log10', 'acos', 'acosh', 'asin', 'asinh', 'atan', 'atanh', 'cos', 'cosh', 'sin', 'sinh', 'tan', 'tanh']
for i in range(400):
    z = complex(rnd(), rnd())
    out = [z]
    for n in names:
        try:
            out.append(getattr(cmath, n)(z))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__)
    for f in (cmath.polar, cmath.phase):
        try:
            out.append(f(z))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__)
    print(out)

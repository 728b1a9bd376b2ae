# cmath.sqrt and cmath.exp (whose finite cases np_lib_complex.c's _fast computes in C) on 3000
# random points with exponents over the whole float range and near 1, bit for bit, with overflow.
import cmath, math, random
random.seed(3)
for k in range(3000):
    x = math.ldexp(random.uniform(-1, 1), random.randint(-1074, 1024))
    y = math.ldexp(random.uniform(-1, 1), random.choice([random.randint(-1074, 1024), random.randint(-5, 5)]))
    z = complex(x, y)
    out = []
    for f in (cmath.sqrt, cmath.exp):
        try:
            w = f(z)
            out.append('%r,%r' % (w.real, w.imag))
        except OverflowError as e:
            out.append('OverflowError')
    print(' '.join(out))

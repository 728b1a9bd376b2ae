# Pins math.gamma and math.lgamma bit for bit around the places where the evaluation changes
# path: half-integers, the 5.0 split of the rational sum, the 1e-20 tiny cut, the 140 and 200
# cuts, just below and above the poles, near overflow (171.62) and lgamma's huge arguments.
import math, random
random.seed(12)
vals = [n + 0.5 for n in range(-60, 60)] + [n + 0.25 for n in range(-30, 30)]
vals += [4.9999999, 5.0000001, 5.524680040776729, 5.5246800407767295, 6.5, 1e-20, -1e-20,
         9.99e-21, 1.01e-20, 139.999, 140.0001, -139.999, -140.0001, 199.9, 200.1, -199.9,
         -200.1, 171.62, 171.624, 171.625, 171.63, 2.55e305, 2.6e305, 1.7e308, -1.7e308,
         5e-324, -5e-324, 2.0000000001, 0.9999999999, 1.0000000001, 23.0000001, 22.9999999]
for n in range(1, 60):
    vals += [-n + 1e-9, -n - 1e-9, -n + 1e-15 * n, -n - 0.5e-12]
vals += [random.uniform(-180, 0) for _ in range(600)] + [random.uniform(0, 7) for _ in range(400)]
vals += [random.uniform(-1e-18, 1e-18) for _ in range(100)] + [random.uniform(130, 172) for _ in range(200)]
vals += [math.ldexp(random.random(), random.randint(-1070, 1024)) * random.choice((1, -1)) for _ in range(300)]
for v in vals:
    out = []
    for f in (math.gamma, math.lgamma):
        try:
            out.append(repr(f(v)))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__ + ':' + str(e))
    print(repr(v), *out)

# math.gamma and math.lgamma with CPython's Lanczos code: 3,500 values (poles, integers, tiny,
# huge, negative, reflection, overflow) identical to python3.11, errors included.
import math, random
random.seed(4)
vals = [0.5, 1.5, -0.5, -1.5, 1e-21, -1e-21, 1e-300, 171.5, 171.7, 180.0, 200.5, -200.5, -170.5, 23.0, 24.0, 22.0, 1.0, 2.0, 3.0, 0.1, 5.0, 4.999, 140.5, 139.9, -140.5, 1e300, -1e300, 1e-320, float('inf'), float('-inf'), float('nan'), -0.0, 0.0, -1.0, -3.0, 2.5e5, -2.5e-8]
vals += [random.uniform(-40, 180) for _ in range(3000)] + [random.uniform(-1e6, 1e6) for _ in range(500)]
for v in vals:
    out = []
    for f in (math.gamma, math.lgamma):
        try:
            out.append(repr(f(v)))
        except (ValueError, OverflowError) as e:
            out.append(type(e).__name__ + ':' + str(e))
    print(repr(v), *out)

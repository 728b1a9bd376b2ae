# math natives name themselves "math.f()" in argument-count errors as CPython does.
import math
names = ['acos','acosh','asin','asinh','atan','atan2','atanh','ceil','comb','copysign','cos','cosh','degrees','dist','erf','erfc','exp','expm1','fabs','factorial','floor','fmod','frexp','fsum','gamma','gcd','hypot','isclose','isfinite','isinf','isnan','isqrt','lcm','ldexp','lgamma','log','log10','log1p','log2','modf','nextafter','perm','pow','prod','radians','remainder','sin','sinh','sqrt','tan','tanh','trunc','ulp','cbrt','exp2']
for n in names:
    f = getattr(math, n, None)
    if f is None:
        print(n, "MISSING"); continue
    for args in [(), (1, 2, 3, 4), ("s",)]:
        try:
            f(*args)
            print(n, len(args), "ok")
        except Exception as e:
            print(n, len(args), type(e).__name__, e)
for v in [1.0, 0.0, 1e308, 5e-324, float('inf'), -2.5]:
    print(math.ulp(v), math.nextafter(v, 0.0), math.nextafter(v, math.inf))
class T:
    def __trunc__(self): return 7
print(math.trunc(T()), math.trunc(-2.7), math.trunc(True))
for a, k in [((), {}), (([1], 2), {}), ((), {'iterable': [1]}), (([2, 3],), {'start': 2})]:
    try: print(math.prod(*a, **k))
    except TypeError as e: print(e)

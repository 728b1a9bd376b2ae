# hash() of NaNs follows identity (Python 3.10+): two NaNs made apart hash differently, one NaN
# always hashes the same, and NaN keys in dicts and sets stay distinct but findable by identity.
import math
a = float('nan')
b = float('nan')
print(hash(a) == hash(a), hash(a) == hash(b), hash(a) == 0, hash(a) != -1)
print(hash(math.nan) == hash(math.nan))
d = {a: 1, b: 2}
print(len(d), d[a], d[b])
s = {a, b, a}
print(len(s), a in s, b in s, float('nan') in s)
print(hash(float('inf')), hash(-float('inf')), hash(0.0), hash(-0.0), hash(1.5))
xs = [float('nan') for _ in range(50)]
print(len({hash(x) for x in xs}) > 40)

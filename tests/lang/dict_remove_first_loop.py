# Removing the first entry of a one-entry dict again and again (OrderedDict.popitem(last=False),
# an lru_cache of maxsize 1 or 2 evicting its oldest key) and then probing for absent keys:
# the removed entries' index slots must not fill the table (a probe for an absent key hung).
import functools
from collections import OrderedDict

d = OrderedDict()
for i in range(200):
    d[i * 8] = i
    d.popitem(last=False)
print(len(d), 5 in d, 8 in d, d.get(16, 'absent'))

q = OrderedDict()
out = []
for i in range(300):
    q['k%d' % i] = i
    if len(q) > 1:
        out.append(q.popitem(last=False)[1])
print(len(q), sum(out), 'zz' in q, list(q.items()))

m = OrderedDict(a=1)
for i in range(100):
    m[i] = i
    m.move_to_end('a')
    del m[i]
print(list(m), 42 in m)


@functools.lru_cache(maxsize=1)
def one(x):
    return x * 3


@functools.lru_cache(maxsize=2)
def two(x, y=0):
    return x * 5 + y


print(sum(one(i) for i in range(500)), one.cache_info())
print(sum(two(i % 7) for i in range(500)), two.cache_info())
print(sum(two(i, 1) for i in range(300)), two(3), two(3), two.cache_info())

# Iteration over dicts with runs of deleted entries (np_dict_next's skip hints): the LRU idiom
# `del d[next(iter(d))]`, deletions in the middle of a skipped run, re-insertion of deleted keys,
# popitem, OrderedDict popitem(last=False) and move_to_end(last=False), lru_cache evictions.
import functools
from collections import OrderedDict

# An LRU on a plain dict; the order after every step is checked against a list model.
d = {}
model = []
x = 3
for i in range(3000):
    x = (x * 1103515245 + 12345) & 0x7FFFFFFF
    k = x % 97
    if k in d:
        d.pop(k)
        model.remove(k)
    d[k] = i
    model.append(k)
    if len(d) > 40:
        first = next(iter(d))
        assert first == model[0], (i, first, model[0])
        del d[first]
        model.pop(0)
    if i % 97 == 0:
        assert list(d) == model, i
print(len(d), list(d)[:10], sum(d.values()))

# A run of deleted entries at the front, skipped once (hint stored), then the live entry the
# hint leads to deleted too, then new entries: iteration must see exactly the live ones.
d = {i: i for i in range(50)}
for i in range(30):
    del d[i]
print(next(iter(d)), list(d)[:3])
del d[30]
del d[31]
print(next(iter(d)), list(d)[:3])
for i in range(32, 50):
    del d[i]
print(list(d), next(iter(d), "empty"))
d[0] = "a"
d[1] = "b"
print(list(d), next(iter(d)))
del d[1]
d[7] = "c"
print(list(d.items()))

# popitem trims the last entry; the hint stored before must not hide entries added after.
d = {i: i for i in range(20)}
for i in range(10):
    del d[i]
print(next(iter(d)))
for i in range(10, 20):
    d.popitem()
print(d, next(iter(d), None))
d["x"] = 1
d["y"] = 2
print(d, next(iter(d)))

# Iterators started inside a run, values() and items() views.
d = {i: i * i for i in range(64)}
for i in range(0, 60, 1):
    if i % 7:
        del d[i]
print(list(d), list(d.values())[:5], list(d.items())[-2:])

# OrderedDict: popitem(last=False) as a queue, move_to_end(last=False) over a deleted run.
od = OrderedDict((i, str(i)) for i in range(30))
for i in range(12):
    od.popitem(last=False)
print(next(iter(od)), list(od)[:4])
od.move_to_end(25, last=False)
print(list(od)[:5])
for k in (12, 13, 14):
    del od[k]
print(list(od)[:5], od.popitem(last=False))
od[99] = "z"
print(list(od))

# lru_cache evictions (the cache's front is a long run of deleted entries).
@functools.lru_cache(maxsize=8)
def sq(n):
    return n * n

total = 0
for i in range(2000):
    total += sq(i % 13) + sq(i % 5)
print(total, sq.cache_info())

# OrderedDict.move_to_end and popitem (natives working on the dict's entry order): both ends,
# keyword and truthy `last`, missing keys, empty dicts, subclasses (no __setitem__ called, as in
# CPython), an LRU cache against a list model, and long runs of front pops (compaction).
from collections import OrderedDict

od = OrderedDict.fromkeys("abcde")
od.move_to_end("b")
print(list(od))
od.move_to_end("b", last=False)
print(list(od))
od.move_to_end("e", False)
od.move_to_end("a", 0)
od.move_to_end("c", last=[])
print(list(od))
od.move_to_end("d", last="yes")
od.move_to_end("d")
print(list(od))
for bad in ("zz", 1, 2.5):
    try:
        od.move_to_end(bad)
    except KeyError as e:
        print("KeyError", e)
try:
    od.move_to_end(["unhashable"])
except TypeError as e:
    print("TypeError", e)
try:
    od.move_to_end("a", True, 3)
except TypeError as e:
    print("TypeError")
try:
    od.move_to_end(key="a", other=1)
except TypeError as e:
    print("TypeError")
od.move_to_end(key="a")
print(list(od))

od = OrderedDict((i, i * i) for i in range(6))
print(od.popitem(), od.popitem(last=False), od.popitem(False), od.popitem(True))
print(od)
print(od.popitem(last=0), od.popitem())
for last in (True, False):
    try:
        od.popitem(last=last)
    except KeyError as e:
        print("KeyError", e)
try:
    od.popitem(1, 2)
except TypeError:
    print("TypeError")

# One element: both ends are the same.
od = OrderedDict(x=1)
od.move_to_end("x")
od.move_to_end("x", last=False)
print(od, od.popitem(last=False), od)


class Lru(OrderedDict):
    def touch(self, k):
        self.move_to_end(k)
        return self[k]


lg = Lru(a=1, b=2, c=3)
print(lg.touch("a"), list(lg), lg.popitem(last=False), lg.popitem(), type(lg).__name__, lg)


# LRU cache against a list model.
def lru_run(cap, keys):
    od = OrderedDict()
    model = []
    hits = 0
    for k in keys:
        if k in od:
            hits += 1
            od.move_to_end(k)
            model.remove(k)
            model.append(k)
        else:
            od[k] = k * 2
            model.append(k)
            if len(od) > cap:
                old, v = od.popitem(last=False)
                assert old == model.pop(0) and v == old * 2
        assert list(od) == model
    return hits, list(od)[:5]


seed = 3
keys = []
for i in range(3000):
    seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
    keys.append(seed % 97)
print(lru_run(10, keys))
print(lru_run(60, keys))

# A long queue of front pops with new keys at the back (deleted entries squeezed out).
od = OrderedDict()
for i in range(5000):
    od[i] = -i
    if len(od) > 300:
        k, v = od.popitem(last=False)
        assert k == i - 300 and v == -k
print(len(od), next(iter(od)), list(od.items())[-1])
it = iter(od)
next(it)
od.popitem(last=False)
try:
    next(it)
except RuntimeError as e:
    print("RuntimeError")
# move_to_end while the table is full of deleted entries, then to the front.
od = OrderedDict((i, i) for i in range(8))
for i in range(8):
    del od[i]
    od[i + 100] = i
for i in range(100, 108):
    od.move_to_end(i, last=i % 2 == 0)
print(list(od))
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), dict(OrderedDict(a=1)) == {"a": 1})

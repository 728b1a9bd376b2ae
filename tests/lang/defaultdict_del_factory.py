# `del d.default_factory` leaves None (the slot is emptied), on defaultdict and subclasses.
from collections import defaultdict
d = defaultdict(int)
d["a"] += 1
del d.default_factory
del d.default_factory
print(d.default_factory, d)
try:
    d["missing"]
except KeyError as e:
    print("KeyError", e)
d.default_factory = list
d["b"].append(1)
print(d)
class D(defaultdict):
    pass
e = D(list)
e.tag = "t"
del e.default_factory
print(e.default_factory, e.tag, dict(e))
del e.tag
try:
    e.tag
except AttributeError as ex:
    print("AttributeError", ex)

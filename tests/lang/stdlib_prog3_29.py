from collections import ChainMap, namedtuple, deque, Counter

defaults = {"color": "red", "size": "M", "qty": 1}
env = {"size": "L"}
cli = {"qty": 3}
cfg = ChainMap(cli, env, defaults)
print(cfg["color"], cfg["size"], cfg["qty"], len(cfg), sorted(cfg))
child = cfg.new_child({"color": "blue"})
print(child["color"], cfg["color"], dict(child) == {"color": "blue", "size": "L", "qty": 3})
cfg["extra"] = True
print(cli, "extra" in cfg, list(cfg.parents.maps) == [env, defaults])
Point = namedtuple("Point", "x y", defaults=[0])
p = Point(3)
print(p, p._replace(y=5), p._asdict(), Point._make([1, 2]) + (9,))
hist = deque(maxlen=3)
for i in range(6):
    hist.append(i)
hist.appendleft(-1)
hist.rotate(1)
print(hist, hist.maxlen, list(reversed(hist)))
c = Counter("mississippi")
print(c.most_common(2), sorted(c.elements())[:5], c.total(), c & Counter("ssp"), c | Counter(m=3))

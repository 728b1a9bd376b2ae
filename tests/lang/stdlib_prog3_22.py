from collections import OrderedDict

class LRU:
    def __init__(self, cap):
        self.cap = cap
        self.d = OrderedDict()
        self.hits = self.misses = 0
    def get(self, k):
        if k in self.d:
            self.d.move_to_end(k)
            self.hits += 1
            return self.d[k]
        self.misses += 1
        return None
    def put(self, k, v):
        self.d[k] = v
        self.d.move_to_end(k)
        while len(self.d) > self.cap:
            old, _ = self.d.popitem(last=False)
            print("evict", old)
    def __repr__(self):
        return f"LRU({list(self.d.items())})"

c = LRU(3)
for op in ["p a 1", "p b 2", "g a", "p c 3", "p d 4", "g b", "g c", "p e 5", "g a"]:
    parts = op.split()
    if parts[0] == "p":
        c.put(parts[1], int(parts[2]))
    else:
        print(parts[1], "->", c.get(parts[1]))
print(c, c.hits, c.misses)
od = OrderedDict.fromkeys("xyz", 0)
od.move_to_end("x", last=False)
print(od, list(reversed(od)), od == OrderedDict([("x", 0), ("y", 0), ("z", 0)]))

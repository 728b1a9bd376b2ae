from collections import OrderedDict

class LRUCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = self.misses = 0

    def get(self, key):
        if key in self.data:
            self.data.move_to_end(key)
            self.hits += 1
            return self.data[key]
        self.misses += 1
        return None

    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            evicted = self.data.popitem(last=False)
            print("evict", evicted)

def main():
    c = LRUCache(3)
    for k in "abcabd":
        if c.get(k) is None:
            c.put(k, k.upper())
    c.put("e", "E")
    print(list(c.data.items()), c.hits, c.misses)
    od = OrderedDict.fromkeys("xyz", 0)
    od["w"] = 1
    od.move_to_end("x")
    od.move_to_end("w", last=False)
    print(od)
    print(od.popitem(), list(od.keys()))
    a = OrderedDict([(1, "a"), (2, "b")])
    b = OrderedDict([(2, "b"), (1, "a")])
    print(a == b, dict(a) == dict(b), a == dict(b))
    print(list(reversed(a)))

main()

from collections import OrderedDict
from typing import Generic, TypeVar, Optional, Hashable

K = TypeVar("K")
V = TypeVar("V")


class LRUCache(Generic[K, V]):
    def __init__(self, capacity: int) -> None:
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self._data: "OrderedDict[K, V]" = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, key: K) -> Optional[V]:
        if key in self._data:
            self._data.move_to_end(key)
            self.hits += 1
            return self._data[key]
        self.misses += 1
        return None

    def put(self, key: K, value: V) -> None:
        self._data[key] = value
        self._data.move_to_end(key)
        if len(self._data) > self.capacity:
            evicted = self._data.popitem(last=False)
            print("evict", evicted)

    def __len__(self) -> int:
        return len(self._data)

    def __repr__(self) -> str:
        return f"LRUCache({list(self._data.items())})"


c: LRUCache[str, int] = LRUCache(3)
for k, v in [("a", 1), ("b", 2), ("c", 3)]:
    c.put(k, v)
print(c.get("a"))
c.put("d", 4)
print(c.get("b"), c.get("c"))
c.put("e", 5)
print(c, len(c), c.hits, c.misses)
try:
    LRUCache(0)
except ValueError as e:
    print(e)
od = OrderedDict.fromkeys("xyz", 0)
od.move_to_end("x")
print(od, list(od.keys()))
print(od == OrderedDict([("y", 0), ("z", 0), ("x", 0)]), od == {"x": 0, "y": 0, "z": 0})

# Benchmark (held-out style, after typical agent code): cache eviction policies under a
# skewed workload. A Cache protocol (typing.Protocol) with LRU on collections.OrderedDict
# (move_to_end, popitem(last=False)), LRU on a hand-written doubly linked list with
# __slots__ nodes and sentinels, LFU with frequency buckets in a defaultdict of
# OrderedDicts, FIFO on a deque, and a TTL cache on a simulated clock; dunder methods
# (__contains__, __len__, __getitem__ raising KeyError, __setitem__), a stats dataclass with
# a computed property, a Zipf-like key stream from random.Random.choices with cum_weights,
# and a results table sorted by hit ratio.
import random
from collections import OrderedDict, defaultdict, deque
from dataclasses import dataclass, field
from itertools import accumulate
from typing import Any, Deque, Dict, Generic, Hashable, List, Optional, Protocol, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Cache(Protocol):
    def get(self, key: Any) -> Optional[Any]: ...
    def put(self, key: Any, value: Any) -> None: ...


@dataclass
class Stats:
    hits: int = 0
    misses: int = 0
    evictions: int = 0
    history: List[int] = field(default_factory=list)

    @property
    def ratio(self) -> float:
        total = self.hits + self.misses
        return self.hits / total if total else 0.0


class OrderedLRU(Generic[K, V]):
    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.data: "OrderedDict[K, V]" = OrderedDict()
        self.evictions = 0

    def get(self, key: K) -> Optional[V]:
        if key not in self.data:
            return None
        self.data.move_to_end(key)
        return self.data[key]

    def put(self, key: K, value: V) -> None:
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            self.data.popitem(last=False)
            self.evictions += 1


class _Node:
    __slots__ = ("key", "value", "prev", "next")

    def __init__(self, key: Any = None, value: Any = None) -> None:
        self.key = key
        self.value = value
        self.prev: Optional["_Node"] = None
        self.next: Optional["_Node"] = None


class LinkedLRU:
    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.map: Dict[Any, _Node] = {}
        self.head = _Node()
        self.tail = _Node()
        self.head.next, self.tail.prev = self.tail, self.head
        self.evictions = 0

    def _unlink(self, node: _Node) -> None:
        node.prev.next, node.next.prev = node.next, node.prev

    def _push_front(self, node: _Node) -> None:
        node.prev, node.next = self.head, self.head.next
        self.head.next.prev = node
        self.head.next = node

    def __contains__(self, key: Any) -> bool:
        return key in self.map

    def __len__(self) -> int:
        return len(self.map)

    def __getitem__(self, key: Any) -> Any:
        node = self.map[key]
        self._unlink(node)
        self._push_front(node)
        return node.value

    def __setitem__(self, key: Any, value: Any) -> None:
        node = self.map.get(key)
        if node is not None:
            node.value = value
            self._unlink(node)
        else:
            if len(self.map) >= self.capacity:
                victim = self.tail.prev
                self._unlink(victim)
                del self.map[victim.key]
                self.evictions += 1
            node = _Node(key, value)
            self.map[key] = node
        self._push_front(node)

    def get(self, key: Any) -> Optional[Any]:
        try:
            return self[key]
        except KeyError:
            return None

    def put(self, key: Any, value: Any) -> None:
        self[key] = value


class LFU:
    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.values: Dict[Any, Any] = {}
        self.freq: Dict[Any, int] = {}
        self.buckets: Dict[int, "OrderedDict[Any, None]"] = defaultdict(OrderedDict)
        self.min_freq = 0
        self.evictions = 0

    def _touch(self, key: Any) -> None:
        f = self.freq[key]
        bucket = self.buckets[f]
        del bucket[key]
        if not bucket:
            del self.buckets[f]
            if self.min_freq == f:
                self.min_freq = f + 1
        self.freq[key] = f + 1
        self.buckets[f + 1][key] = None

    def get(self, key: Any) -> Optional[Any]:
        if key not in self.values:
            return None
        self._touch(key)
        return self.values[key]

    def put(self, key: Any, value: Any) -> None:
        if self.capacity <= 0:
            return
        if key in self.values:
            self.values[key] = value
            self._touch(key)
            return
        if len(self.values) >= self.capacity:
            victim, _ = self.buckets[self.min_freq].popitem(last=False)
            if not self.buckets[self.min_freq]:
                del self.buckets[self.min_freq]
            del self.values[victim], self.freq[victim]
            self.evictions += 1
        self.values[key] = value
        self.freq[key] = 1
        self.buckets[1][key] = None
        self.min_freq = 1


class FIFO:
    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.order: Deque[Any] = deque()
        self.values: Dict[Any, Any] = {}
        self.evictions = 0

    def get(self, key: Any) -> Optional[Any]:
        return self.values.get(key)

    def put(self, key: Any, value: Any) -> None:
        if key not in self.values:
            if len(self.order) >= self.capacity:
                del self.values[self.order.popleft()]
                self.evictions += 1
            self.order.append(key)
        self.values[key] = value


class TTLCache:
    def __init__(self, capacity: int, ttl: int, clock: List[int]) -> None:
        self.inner = OrderedLRU(capacity)
        self.ttl = ttl
        self.clock = clock
        self.expired = 0

    @property
    def evictions(self) -> int:
        return self.inner.evictions + self.expired

    def get(self, key: Any) -> Optional[Any]:
        entry = self.inner.get(key)
        if entry is None:
            return None
        value, expires = entry
        if expires <= self.clock[0]:
            del self.inner.data[key]
            self.expired += 1
            return None
        return value

    def put(self, key: Any, value: Any) -> None:
        self.inner.put(key, (value, self.clock[0] + self.ttl))


def zipf_stream(rng: random.Random, n_keys: int, length: int, s: float = 1.1) -> List[str]:
    weights = [1 / (rank ** s) for rank in range(1, n_keys + 1)]
    cum = list(accumulate(weights))
    keys = [f"obj:{i:05d}" for i in range(n_keys)]
    rng.shuffle(keys)
    return rng.choices(keys, cum_weights=cum, k=length)


def load(key: str) -> int:
    return sum(ord(c) for c in key) * 7 % 1009


def simulate(cache: Cache, stream: List[str], clock: List[int]) -> Stats:
    stats = Stats()
    for i, key in enumerate(stream):
        clock[0] = i
        value = cache.get(key)
        if value is None:
            stats.misses += 1
            cache.put(key, load(key))
        else:
            stats.hits += 1
            assert value == load(key), key
        if i % 5000 == 4999:  # test: if i % 1000 == 999:
            stats.history.append(stats.hits)
    stats.evictions = getattr(cache, "evictions", 0)
    return stats


def main() -> None:
    rng = random.Random(8)
    stream = zipf_stream(rng, 5000, 40_000)  # test: stream = zipf_stream(rng, 500, 5_000)
    results = []
    for capacity in (100, 400):  # test: for capacity in (20, 60):
        clock = [0]
        policies: Dict[str, Cache] = {
            "lru-ordereddict": OrderedLRU(capacity),
            "lru-linked": LinkedLRU(capacity),
            "lfu": LFU(capacity),
            "fifo": FIFO(capacity),
            "ttl-2000": TTLCache(capacity, 2000, clock),
        }
        for name, cache in policies.items():
            stats = simulate(cache, stream, clock)
            results.append((name, capacity, stats))
    for name, capacity, stats in sorted(results, key=lambda r: (-r[2].ratio, r[0], r[1])):
        print(f"{name:<16} cap={capacity:<4} hit={stats.ratio:6.2%} "
              f"evict={stats.evictions:>6} last={stats.history[-1]}")
    same = {r[2].hits for r in results if r[0].startswith("lru") and r[1] == 100}  # test: same = {r[2].hits for r in results if r[0].startswith("lru") and r[1] == 20}
    print("lru implementations agree:", len(same) == 1)
    cache = LinkedLRU(2)
    cache["a"], cache["b"] = 1, 2
    _ = cache["a"]
    cache["c"] = 3
    print("b" in cache, "a" in cache, len(cache))
    try:
        cache["b"]
    except KeyError as exc:
        print("KeyError", exc)


if __name__ == "__main__":
    main()

# Differential: graph search with slotted nodes, seeded random, generators, iterators, formatting.
import heapq, random, math, itertools
from collections import defaultdict, deque, Counter
class Node:
    __slots__ = ("name", "edges", "dist")
    def __init__(self, name):
        self.name = name; self.edges = []; self.dist = math.inf
    def __lt__(self, other): return self.dist < other.dist
    def __repr__(self): return f"Node({self.name!r}, {self.dist})"
nodes = {n: Node(n) for n in "ABCDE"}
for a, b, w in [("A", "B", 4), ("A", "C", 1), ("C", "B", 2), ("B", "D", 1), ("C", "D", 5), ("D", "E", 3)]:
    nodes[a].edges.append((nodes[b], w))
nodes["A"].dist = 0
pq = [(0, "A")]
while pq:
    d, n = heapq.heappop(pq)
    if d > nodes[n].dist: continue
    for m, w in nodes[n].edges:
        if d + w < m.dist:
            m.dist = d + w
            heapq.heappush(pq, (m.dist, m.name))
print(sorted(nodes.values()), [str(n.dist) for n in nodes.values()])
rng = random.Random(42)
print(rng.random(), rng.randint(1, 100), rng.choice("abc"), rng.sample(range(10), 3), rng.uniform(1, 2))
xs = list(range(10)); rng.shuffle(xs); print(xs, rng.gauss(0, 1), rng.randrange(0, 100, 5), rng.choices("ab", k=4))
random.seed(7); print(random.random(), random.randint(0, 9), [random.randrange(10) for _ in range(5)])
def gen_counter():
    total = 0
    while True:
        x = yield total
        if x is None: break
        total += x
g = gen_counter(); next(g); print(g.send(5), g.send(10))
try: g.send(None)
except StopIteration: print("stopped")
def chain_gen():
    r = yield from sub()
    print("sub returned", r)
    yield "done"
def sub():
    yield 1; yield 2
    return "R"
print(list(chain_gen()))
class Fib:
    def __init__(self, n): self.n = n
    def __iter__(self):
        a, b = 0, 1
        for _ in range(self.n):
            yield a
            a, b = b, a + b
print(list(Fib(10)), sum(Fib(10)), max(Fib(5)), list(itertools.islice(Fib(100), 3, 6)))
class Countdown:
    def __init__(self, n): self.n = n
    def __iter__(self): return self
    def __next__(self):
        if self.n <= 0: raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(3)), [x for x in Countdown(2)], dict.fromkeys(Countdown(2), 0))
graph = defaultdict(set)
for a, b in [(1, 2), (2, 3), (4, 5)]: graph[a].add(b); graph[b].add(a)
seen, comps = set(), []
for start in sorted(graph):
    if start in seen: continue
    comp, q = [], deque([start]); seen.add(start)
    while q:
        v = q.popleft(); comp.append(v)
        for w in sorted(graph[v]):
            if w not in seen: seen.add(w); q.append(w)
    comps.append(comp)
print(comps)
words = "the cat and the hat and the bat".split()
freq = Counter(words)
print(freq.most_common(), sorted(freq.items(), key=lambda kv: (-kv[1], kv[0])), freq.total() if hasattr(freq, "total") else None)
matrix = [[1, 2, 3], [4, 5, 6]]
print([list(r) for r in zip(*matrix)], [[r[i] for r in matrix] for i in range(3)], sum(map(sum, matrix)))
print({k: v for k, v in sorted({"b": 1, "a": 2}.items())}, {x % 3 for x in range(10)}, [(i, j) for i in range(3) for j in range(i)])
memo = {}
def ways(n):
    if n < 0: return 0
    if n == 0: return 1
    if n in memo: return memo[n]
    memo[n] = ways(n - 1) + ways(n - 2) + ways(n - 3)
    return memo[n]
print(ways(30), len(memo))
def depth(n): return 0 if n == 0 else 1 + depth(n - 1)
print(depth(900))
try:
    depth(100000)
except RecursionError as e:
    print("RecursionError", e)
stack = []
for tok in "3 4 + 2 * 7 -".split():
    if tok.isdigit(): stack.append(int(tok))
    else:
        b, a = stack.pop(), stack.pop()
        stack.append({"+": a + b, "-": a - b, "*": a * b}[tok])
print(stack)
s = "".join(chr(ord("a") + (i * 7) % 26) for i in range(20)); print(s, s.count("a"), sorted(set(s))[:5])
parts = []
for i in range(5): parts.append(f"{i:02d}:{i ** 2:>3}")
print(" | ".join(parts), "%s" % [1.5, 2.25], str([0.1, 1e-7, 1e16]), [1/3])
table = [("alice", 30, 55000.5), ("bob", 4, 1234.0)]
for name, age, pay in table:
    print(f"{name:<8}{age:>4}{pay:>12,.2f}")
print("{:<8}|{:^6}|{:>8.3f}".format("x", "mid", 2.0), "{!r:>6}".format("q"), "{0:b} {0:o} {0:X}".format(3054))
class Money:
    def __init__(self, v): self.v = v
    def __format__(self, spec): return f"${self.v:{spec or '.2f'}}"
    def __str__(self): return f"M{self.v}"
    def __repr__(self): return f"Money({self.v})"
m = Money(3.14159)
print(f"{m}", f"{m:.1f}", format(m, ".3f"), str(m), [m], {"k": m}, (m,), f"{m!s}", f"{m!r}")
print(int(3.9), int(-3.9), math.floor(-3.5), math.ceil(-3.5), round(-0.5), math.trunc(2.7), math.isclose(0.1 + 0.2, 0.3))
print(math.gcd(12, 18), math.lcm(4, 6), math.factorial(20), math.comb(10, 3), math.perm(5, 2), math.isqrt(99), math.prod([1, 2, 3]))
print(math.hypot(3, 4), math.dist((0, 0), (3, 4)), math.log(8, 2), math.log10(1000), math.log2(1024), math.exp(1), math.sqrt(2))
print(math.degrees(math.pi), math.radians(180), math.sin(math.pi / 2), math.atan2(1, 1), math.fsum([0.1] * 10), math.copysign(1, -0.0))

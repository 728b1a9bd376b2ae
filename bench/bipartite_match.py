# Benchmark (held-out style, after typical agent code): matching problems on generated data.
# Hopcroft-Karp maximum bipartite matching (BFS layering with collections.deque, DFS with an
# explicit iterator stack) for a job-applicant market; the Hungarian algorithm (potentials, O(n^3)
# with lists of floats) for a min-cost assignment of couriers to orders; stable marriage
# (Gale-Shapley with preference rank dicts); results checked with König's theorem (a minimum
# vertex cover from alternating reachability) and printed as digests.
import math
import random
from collections import deque
from dataclasses import dataclass, field


@dataclass
class BipartiteGraph:
    left: int
    right: int
    adj: list = field(default_factory=list)

    def __post_init__(self):
        if not self.adj:
            self.adj = [[] for _ in range(self.left)]

    def add_edge(self, u, v):
        self.adj[u].append(v)

    @property
    def edges(self):
        return sum(len(a) for a in self.adj)


class HopcroftKarp:
    INF = float("inf")

    def __init__(self, graph):
        self.g = graph
        self.match_l = [-1] * graph.left
        self.match_r = [-1] * graph.right
        self.dist = [0] * graph.left
        self.phases = 0

    def bfs(self):
        q = deque()
        for u in range(self.g.left):
            if self.match_l[u] == -1:
                self.dist[u] = 0
                q.append(u)
            else:
                self.dist[u] = self.INF
        found = False
        while q:
            u = q.popleft()
            for v in self.g.adj[u]:
                w = self.match_r[v]
                if w == -1:
                    found = True
                elif self.dist[w] == self.INF:
                    self.dist[w] = self.dist[u] + 1
                    q.append(w)
        return found

    def dfs(self, root):
        stack = [(root, iter(self.g.adj[root]))]
        path = []
        while stack:
            u, it = stack[-1]
            advanced = False
            for v in it:
                w = self.match_r[v]
                if w == -1:
                    path.append((u, v))
                    for a, b in path:
                        self.match_l[a] = b
                        self.match_r[b] = a
                    return True
                if self.dist[w] == self.dist[u] + 1:
                    path.append((u, v))
                    stack.append((w, iter(self.g.adj[w])))
                    advanced = True
                    break
            if not advanced:
                self.dist[u] = self.INF
                stack.pop()
                if path:
                    path.pop()
        return False

    def run(self):
        size = 0
        while self.bfs():
            self.phases += 1
            for u in range(self.g.left):
                if self.match_l[u] == -1 and self.dfs(u):
                    size += 1
        return size

    def vertex_cover(self):
        visited_l, visited_r = set(), set()
        q = deque(u for u in range(self.g.left) if self.match_l[u] == -1)
        visited_l.update(q)
        while q:
            u = q.popleft()
            for v in self.g.adj[u]:
                if v not in visited_r and self.match_l[u] != v:
                    visited_r.add(v)
                    w = self.match_r[v]
                    if w != -1 and w not in visited_l:
                        visited_l.add(w)
                        q.append(w)
        return [u for u in range(self.g.left) if u not in visited_l], sorted(visited_r)


def hungarian(cost):
    n = len(cost)
    m = len(cost[0])
    u = [0.0] * (n + 1)
    v = [0.0] * (m + 1)
    p = [0] * (m + 1)
    way = [0] * (m + 1)
    for i in range(1, n + 1):
        p[0] = i
        j0 = 0
        minv = [math.inf] * (m + 1)
        used = [False] * (m + 1)
        while True:
            used[j0] = True
            i0 = p[j0]
            delta = math.inf
            j1 = 0
            row = cost[i0 - 1]
            for j in range(1, m + 1):
                if not used[j]:
                    cur = row[j - 1] - u[i0] - v[j]
                    if cur < minv[j]:
                        minv[j] = cur
                        way[j] = j0
                    if minv[j] < delta:
                        delta = minv[j]
                        j1 = j
            for j in range(m + 1):
                if used[j]:
                    u[p[j]] += delta
                    v[j] -= delta
                else:
                    minv[j] -= delta
            j0 = j1
            if p[j0] == 0:
                break
        while True:
            j1 = way[j0]
            p[j0] = p[j1]
            j0 = j1
            if j0 == 0:
                break
    assign = [0] * n
    for j in range(1, m + 1):
        if p[j]:
            assign[p[j] - 1] = j - 1
    return assign, sum(cost[i][assign[i]] for i in range(n))


def gale_shapley(men_prefs, women_prefs):
    rank = [{m: i for i, m in enumerate(prefs)} for prefs in women_prefs]
    free = deque(range(len(men_prefs)))
    next_choice = [0] * len(men_prefs)
    husband = [None] * len(women_prefs)
    proposals = 0
    while free:
        m = free.popleft()
        w = men_prefs[m][next_choice[m]]
        next_choice[m] += 1
        proposals += 1
        cur = husband[w]
        if cur is None:
            husband[w] = m
        elif rank[w][m] < rank[w][cur]:
            husband[w] = m
            free.append(cur)
        else:
            free.append(m)
    return husband, proposals


def main(n=500, assign_n=70, couples=200, seed=11):
    rng = random.Random(seed)
    g = BipartiteGraph(n, n)
    for u in range(n):
        for v in rng.sample(range(n), rng.randint(1, 5)):
            g.add_edge(u, v)
    hk = HopcroftKarp(g)
    size = hk.run()
    cover_l, cover_r = hk.vertex_cover()
    print(f"matching: edges={g.edges} size={size} phases={hk.phases} cover={len(cover_l) + len(cover_r)}")
    ok = all(hk.match_r[v] == u for u, v in enumerate(hk.match_l) if v != -1)
    print("consistent", ok, "unmatched", hk.match_l.count(-1))
    couriers = [(rng.uniform(0, 100), rng.uniform(0, 100)) for _ in range(assign_n)]
    orders = [(rng.uniform(0, 100), rng.uniform(0, 100)) for _ in range(assign_n)]
    cost = [[round(math.dist(c, o), 3) for o in orders] for c in couriers]
    assign, total = hungarian(cost)
    greedy = sum(min(row) for row in cost)
    print(f"assignment: total={total:.3f} lower={greedy:.3f} perm={len(set(assign)) == assign_n}")
    print("first", assign[:10])
    for trial in range(3):
        men = [rng.sample(range(couples), couples) for _ in range(couples)]
        women = [rng.sample(range(couples), couples) for _ in range(couples)]
        husband, props = gale_shapley(men, women)
        wife = {m: w for w, m in enumerate(husband)}
        happiness = sum(men[m].index(w) for m, w in wife.items())
        print(f"stable {trial}: proposals={props} men_rank_sum={happiness} digest={sum(i * h for i, h in enumerate(husband)) % 9973}")


if __name__ == "__main__":
    main()  # test: main(n=30, assign_n=8, couples=12)

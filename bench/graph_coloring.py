# Benchmark (held-out style, after typical agent code): graph colouring three ways. Graphs are
# dicts of neighbour sets: random G(n, p) graphs, a Mycielski graph, a generated map of regions
# on a grid (adjacent regions share an edge), and an exam-timetabling conflict graph built from
# student enrolments with itertools.combinations; colourings come from greedy Welsh-Powell
# ordering, DSATUR (saturation degrees with a max over a key tuple), and an exact backtracking
# search with forward checking (domains as sets, most-constrained-variable first, undo lists)
# that proves the chromatic number; every colouring is verified and timetable slots are
# reported.
import random
from collections import defaultdict
from itertools import combinations


def random_graph(rng, n, p):
    g = {v: set() for v in range(n)}
    for a, b in combinations(range(n), 2):
        if rng.random() < p:
            g[a].add(b)
            g[b].add(a)
    return g


def mycielski(g):
    n = len(g)
    h = {v: set(g[v]) for v in g}
    for v in range(n):
        h[n + v] = set()
    z = 2 * n
    h[z] = set()
    for v in range(n):
        for u in g[v]:
            h[n + v].add(u)
            h[u].add(n + v)
        h[n + v].add(z)
        h[z].add(n + v)
    return h


def grid_map(rng, width, height, n_regions):
    seeds = [(rng.randrange(width), rng.randrange(height)) for _ in range(n_regions)]
    owner = {}
    for x in range(width):
        for y in range(height):
            owner[x, y] = min(range(n_regions),
                              key=lambda i: (abs(seeds[i][0] - x) + abs(seeds[i][1] - y), i))
    g = {i: set() for i in range(n_regions)}
    for (x, y), r in owner.items():
        for nx, ny in ((x + 1, y), (x, y + 1)):
            o = owner.get((nx, ny))
            if o is not None and o != r:
                g[r].add(o)
                g[o].add(r)
    return g


def exam_graph(rng, n_exams, n_students, per_student):
    g = {e: set() for e in range(n_exams)}
    enrol = defaultdict(list)
    for s in range(n_students):
        exams = rng.sample(range(n_exams), per_student)
        for e in exams:
            enrol[e].append(s)
        for a, b in combinations(exams, 2):
            g[a].add(b)
            g[b].add(a)
    return g, enrol


def check(g, colour):
    for v, nbrs in g.items():
        for u in nbrs:
            if colour[v] == colour[u]:
                return False
    return True


def welsh_powell(g):
    order = sorted(g, key=lambda v: (-len(g[v]), v))
    colour = {}
    for v in order:
        used = {colour[u] for u in g[v] if u in colour}
        c = 0
        while c in used:
            c += 1
        colour[v] = c
    return colour


def dsatur(g):
    colour = {}
    sat = {v: set() for v in g}
    uncoloured = set(g)
    while uncoloured:
        v = max(uncoloured, key=lambda x: (len(sat[x]), len(g[x]), -x))
        c = 0
        while c in sat[v]:
            c += 1
        colour[v] = c
        uncoloured.discard(v)
        for u in g[v]:
            if u in uncoloured:
                sat[u].add(c)
    return colour


class Exact:
    """Backtracking k-colouring with forward checking; counts search nodes."""

    def __init__(self, g, k):
        self.g = g
        self.k = k
        self.nodes = 0
        self.domains = {v: set(range(k)) for v in g}
        self.colour = {}

    def pick(self):
        best = None
        best_key = None
        for v in self.g:
            if v in self.colour:
                continue
            key = (len(self.domains[v]), -len(self.g[v]), v)
            if best_key is None or key < best_key:
                best_key = key
                best = v
        return best

    def solve(self):
        v = self.pick()
        if v is None:
            return True
        self.nodes += 1
        if self.nodes > 200000:
            return False
        used_max = max(self.colour.values(), default=-1)
        for c in sorted(self.domains[v]):
            if c > used_max + 1:
                break
            self.colour[v] = c
            removed = []
            ok = True
            for u in self.g[v]:
                if u not in self.colour and c in self.domains[u]:
                    self.domains[u].discard(c)
                    removed.append(u)
                    if not self.domains[u]:
                        ok = False
                        break
            if ok and self.solve():
                return True
            for u in removed:
                self.domains[u].add(c)
            del self.colour[v]
        return False


def chromatic(g, upper):
    best = upper
    nodes = 0
    k = upper - 1
    while k >= 1:
        ex = Exact(g, k)
        found = ex.solve()
        nodes += ex.nodes
        if not found:
            break
        assert check(g, ex.colour)
        best = k
        k -= 1
    return best, nodes


def describe(name, g):
    edges = sum(len(s) for s in g.values()) // 2
    wp = welsh_powell(g)
    ds = dsatur(g)
    assert check(g, wp) and check(g, ds)
    k_wp = max(wp.values()) + 1
    k_ds = max(ds.values()) + 1
    chi, nodes = chromatic(g, min(k_wp, k_ds))
    print("%-10s n=%3d m=%4d welsh-powell %d dsatur %d chromatic %d (nodes %d)" % (
        name, len(g), edges, k_wp, k_ds, chi, nodes))
    return ds


def main(n_random=(40, 55, 70), exams=50, students=250):
    rng = random.Random(31)
    for i, n in enumerate(n_random):
        describe("random%d" % i, random_graph(rng, n, 0.18 + 0.04 * i))
    c5 = {i: {(i + 1) % 5, (i - 1) % 5} for i in range(5)}
    describe("mycielski", mycielski(mycielski(c5)))
    describe("map", grid_map(rng, 36, 24, 60))
    g, enrol = exam_graph(rng, exams, students, 3)
    slots = describe("exams", g)
    by_slot = defaultdict(list)
    for e, s in slots.items():
        by_slot[s].append(e)
    for s in sorted(by_slot)[:4]:
        seats = sum(len(enrol[e]) for e in by_slot[s])
        print("  slot %d exams %s seats %d" % (s, sorted(by_slot[s])[:6], seats))


if __name__ == "__main__":
    main()  # test: main(n_random=(12, 16), exams=14, students=30)

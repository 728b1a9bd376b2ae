# Benchmark (held-out style, after typical agent code): a DPLL SAT solver with watched
# literals over random 3-SAT and pigeonhole/graph-colouring encodings. Clauses are lists of
# signed ints, assignments a dict, a trail list with decision levels, unit propagation through
# a dict of watch lists, VSIDS-like activity scores with max(key=), DIMACS text written and
# parsed back, models verified with all()/any().
import random
from collections import defaultdict


class Solver:
    def __init__(self, num_vars, clauses):
        self.num_vars = num_vars
        self.clauses = [list(c) for c in clauses]
        self.assign = {}
        self.trail = []
        self.watches = defaultdict(list)
        self.activity = [0.0] * (num_vars + 1)
        self.decisions = 0
        self.propagations = 0
        self.conflicts = 0
        for idx, clause in enumerate(self.clauses):
            for lit in clause[:2]:
                self.watches[lit].append(idx)
            for lit in clause:
                self.activity[abs(lit)] += 1.0

    def value(self, lit):
        v = self.assign.get(abs(lit))
        if v is None:
            return None
        return v if lit > 0 else not v

    def set_lit(self, lit):
        self.assign[abs(lit)] = lit > 0
        self.trail.append(lit)

    def propagate(self, start):
        i = start
        while i < len(self.trail):
            lit = -self.trail[i]
            i += 1
            watching = self.watches[lit]
            j = 0
            while j < len(watching):
                idx = watching[j]
                clause = self.clauses[idx]
                if len(clause) == 1:
                    return False
                if clause[0] == lit:
                    clause[0], clause[1] = clause[1], clause[0]
                if self.value(clause[0]) is True:
                    j += 1
                    continue
                moved = False
                for k in range(2, len(clause)):
                    if self.value(clause[k]) is not False:
                        clause[1], clause[k] = clause[k], clause[1]
                        self.watches[clause[1]].append(idx)
                        watching[j] = watching[-1]
                        watching.pop()
                        moved = True
                        break
                if moved:
                    continue
                first = self.value(clause[0])
                if first is False:
                    return False
                if first is None:
                    self.set_lit(clause[0])
                    self.propagations += 1
                j += 1
        return True

    def undo(self, size):
        while len(self.trail) > size:
            del self.assign[abs(self.trail.pop())]

    def pick(self):
        free = [v for v in range(1, self.num_vars + 1) if v not in self.assign]
        if not free:
            return None
        best = max(free, key=lambda v: self.activity[v])
        return best

    def solve(self):
        for clause in self.clauses:
            if len(clause) == 1:
                if self.value(clause[0]) is False:
                    return False
                if self.value(clause[0]) is None:
                    self.set_lit(clause[0])
        if not self.propagate(0):
            return False
        return self.search()

    def search(self):
        var = self.pick()
        if var is None:
            return True
        self.decisions += 1
        for lit in (var, -var):
            mark = len(self.trail)
            self.set_lit(lit)
            if self.propagate(mark) and self.search():
                return True
            self.conflicts += 1
            self.activity[var] *= 1.05
            self.undo(mark)
        return False


def random_3sat(rng, n, m):
    clauses = []
    for _ in range(m):
        vs = rng.sample(range(1, n + 1), 3)
        clauses.append([v if rng.random() < 0.5 else -v for v in vs])
    return clauses


def colouring(edges, nodes, k):
    var = lambda node, c: node * k + c + 1
    clauses = [[var(v, c) for c in range(k)] for v in range(nodes)]
    for v in range(nodes):
        for a in range(k):
            for b in range(a + 1, k):
                clauses.append([-var(v, a), -var(v, b)])
    for u, v in edges:
        for c in range(k):
            clauses.append([-var(u, c), -var(v, c)])
    return nodes * k, clauses


def to_dimacs(n, clauses):
    lines = [f"p cnf {n} {len(clauses)}"]
    lines.extend(" ".join(map(str, c)) + " 0" for c in clauses)
    return "\n".join(lines)


def from_dimacs(text):
    n, clauses = 0, []
    for line in text.splitlines():
        if line.startswith("p"):
            n = int(line.split()[2])
        elif line and not line.startswith("c"):
            lits = [int(x) for x in line.split()]
            clauses.append(lits[:-1])
    return n, clauses


def check(model, clauses):
    return all(any(model.get(abs(l)) == (l > 0) for l in c) for c in clauses)


def main(instances, n):
    rng = random.Random(7)
    results = []
    stats = [0, 0, 0]
    for i in range(instances):
        m = int(n * (3.6 + 0.1 * (i % 8)))
        nv, clauses = from_dimacs(to_dimacs(n, random_3sat(rng, n, m)))
        s = Solver(nv, clauses)
        sat = s.solve()
        if sat and not check(s.assign, clauses):
            print("bad model", i)
        results.append("S" if sat else "U")
        stats[0] += s.decisions
        stats[1] += s.propagations
        stats[2] += s.conflicts
    print("random:", "".join(results))
    print("decisions=%d propagations=%d conflicts=%d" % tuple(stats))
    ring = [(i, (i + 1) % 9) for i in range(9)] + [(0, 4), (2, 6)]
    for k in (2, 3):
        nv, clauses = colouring(ring, 9, k)
        s = Solver(nv, clauses)
        ok = s.solve()
        cols = sorted((v - 1) // k for v, val in s.assign.items() if val) if ok else []
        print(f"colour k={k}: {'sat' if ok else 'unsat'} nodes={cols}")


if __name__ == "__main__":
    main(instances=40, n=75)  # test: main(instances=6, n=16)

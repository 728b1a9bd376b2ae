from collections import defaultdict, deque

deps = {"app": ["lib", "utils", "config"], "lib": ["utils"], "utils": [], "config": ["utils"], "tests": ["app", "lib"], "docs": []}

def topo(graph):
    indeg = {n: 0 for n in graph}
    rev = defaultdict(list)
    for n, ds in graph.items():
        for d in ds:
            indeg[n] += 1
            rev[d].append(n)
    q = deque(sorted(n for n, k in indeg.items() if k == 0))
    out = []
    while q:
        n = q.popleft()
        out.append(n)
        for m in sorted(rev[n]):
            indeg[m] -= 1
            if indeg[m] == 0:
                q.append(m)
    if len(out) != len(graph):
        raise ValueError("cycle among: " + ", ".join(sorted(set(graph) - set(out))))
    return out

print(topo(deps))
deps["utils"] = ["tests"]
try:
    topo(deps)
except ValueError as e:
    print(e)

def levels(graph):
    memo = {}
    def depth(n, seen=()):
        if n in seen:
            return -1
        if n not in memo:
            memo[n] = 1 + max((depth(d, seen + (n,)) for d in graph[n]), default=-1)
        return memo[n]
    return {n: depth(n) for n in graph}
deps["utils"] = []
print(sorted(levels(deps).items(), key=lambda kv: (kv[1], kv[0])))

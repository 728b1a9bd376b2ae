from collections import defaultdict, deque

EDGES = [("shirt", "tie"), ("tie", "jacket"), ("pants", "shoes"), ("pants", "belt"),
         ("belt", "jacket"), ("shirt", "belt"), ("socks", "shoes")]

def topo_sort(edges):
    graph = defaultdict(list)
    indeg = defaultdict(int)
    nodes = set()
    for a, b in edges:
        graph[a].append(b)
        indeg[b] += 1
        nodes.update((a, b))
    q = deque(sorted(n for n in nodes if indeg[n] == 0))
    order = []
    while q:
        n = q.popleft()
        order.append(n)
        for m in sorted(graph[n]):
            indeg[m] -= 1
            if indeg[m] == 0:
                q.append(m)
    return order

def main():
    print(topo_sort(EDGES))
    tree = lambda: defaultdict(tree)
    t = tree()
    t["a"]["b"]["c"] = 1
    t["a"]["d"] = 2
    def to_dict(d):
        return {k: to_dict(v) if isinstance(v, defaultdict) else v for k, v in d.items()}
    print(to_dict(t))
    anagrams = defaultdict(list)
    for w in ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "dog"]:
        anagrams["".join(sorted(w))].append(w)
    print([g for g in anagrams.values() if len(g) > 1])
    dd = defaultdict(set)
    dd["x"].add(1)
    dd["x"].add(1)
    print(dict(dd), dd.default_factory.__name__ if hasattr(dd.default_factory, "__name__") else dd.default_factory)
    counts = defaultdict(lambda: "n/a")
    print(counts["missing"], len(counts), "other" in counts)

main()

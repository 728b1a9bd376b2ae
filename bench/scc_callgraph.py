# Benchmark (held-out style, after typical agent code): call-graph analysis of a generated code
# base. Functions call each other inside and across modules; Tarjan's strongly connected
# components run recursively (nonlocal counter, a lowlink dict, an explicit stack with an on-stack
# set), Kosaraju's algorithm checks the result iteratively, the condensation DAG is topologically
# ordered with graphlib.TopologicalSorter, and the longest call chain, reachability counts with
# frozenset unions and recursion-cycle reports follow. Prints component sizes and checksums.
import sys
from collections import defaultdict
from graphlib import TopologicalSorter

sys.setrecursionlimit(5000)


def make_graph(modules, per_module, seed):
    x = seed
    names = [f"mod{m}.fn{i}" for m in range(modules) for i in range(per_module)]
    graph = {name: [] for name in names}
    for idx, name in enumerate(names):
        m = idx // per_module
        x = (x * 1103515245 + 12345) % 2147483648
        for k in range(1 + x % 4):
            x = (x * 1103515245 + 12345) % 2147483648
            if x % 3 == 0 and m + 1 < modules:
                target = names[(m + 1 + (x >> 7) % (modules - m - 1)) * per_module + (x >> 3) % per_module]
            elif x % 3 == 1:
                target = names[m * per_module + (idx % per_module + 1 + (x >> 7) % 4) % per_module]
            else:
                target = names[m * per_module + (x >> 7) % per_module]
            if target not in graph[name]:
                graph[name].append(target)
    return graph


def tarjan(graph):
    index, low, on_stack, stack, comps = {}, {}, set(), [], []
    counter = 0

    def visit(v):
        nonlocal counter
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            comps.append(sorted(comp))

    for v in graph:
        if v not in index:
            visit(v)
    return comps


def kosaraju(graph):
    order, seen = [], set()
    for root in graph:
        if root in seen:
            continue
        seen.add(root)
        work = [(root, iter(graph[root]))]
        while work:
            v, it = work[-1]
            for w in it:
                if w not in seen:
                    seen.add(w)
                    work.append((w, iter(graph[w])))
                    break
            else:
                work.pop()
                order.append(v)
    rev = defaultdict(list)
    for v, ws in graph.items():
        for w in ws:
            rev[w].append(v)
    comp_of, count = {}, 0
    for v in reversed(order):
        if v in comp_of:
            continue
        todo = [v]
        comp_of[v] = count
        while todo:
            u = todo.pop()
            for w in rev[u]:
                if w not in comp_of:
                    comp_of[w] = count
                    todo.append(w)
        count += 1
    return comp_of, count


def condense(graph, comps):
    comp_of = {v: i for i, comp in enumerate(comps) for v in comp}
    dag = {i: set() for i in range(len(comps))}
    for v, ws in graph.items():
        for w in ws:
            a, b = comp_of[v], comp_of[w]
            if a != b:
                dag[a].add(b)
    return dag, comp_of


def longest_chain(dag, order, sizes):
    best = {}
    for c in order:
        best[c] = sizes[c] + max((best[d] for d in dag[c]), default=0)
    return max(best.values())


def reach_counts(dag, order, sizes):
    reach = {}
    for c in order:
        acc = frozenset([c])
        for d in dag[c]:
            acc = acc | reach[d]
        reach[c] = acc
    return {c: sum(sizes[d] for d in r) for c, r in reach.items()}


def main(modules=40, per_module=60, seeds=6):
    for seed in range(seeds):
        analyse(make_graph(modules, per_module, seed * 7 + 1))


def analyse(graph):
    edges = sum(len(ws) for ws in graph.values())
    comps = tarjan(graph)
    comp_of_k, count_k = kosaraju(graph)
    print(f"functions {len(graph)}, calls {edges}, components {len(comps)} (kosaraju {count_k})")
    agree = all(len({comp_of_k[v] for v in comp}) == 1 for comp in comps)
    print("tarjan and kosaraju agree:", agree)
    sizes_hist = defaultdict(int)
    for comp in comps:
        sizes_hist[len(comp)] += 1
    print("size histogram:", sorted(sizes_hist.items())[:8], "largest:", max(map(len, comps)))
    dag, comp_of = condense(graph, comps)
    deps = {c: dag[c] for c in dag}
    order = list(TopologicalSorter(deps).static_order())
    sizes = [len(comp) for comp in comps]
    print("longest call chain (functions):", longest_chain(dag, order, sizes))
    reach = reach_counts(dag, order, sizes)
    top = sorted(reach.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    print("most reaching:", [(comps[c][0], n) for c, n in top])
    recursive = [comp for comp in comps if len(comp) > 1 or comp[0] in graph[comp[0]]]
    print("recursive groups:", len(recursive), "e.g.", recursive[0][:3] if recursive else None)
    checksum = 0
    for i, comp in enumerate(comps):
        for name in comp:
            checksum = (checksum * 31 + len(name) * (i + 1)) % 1000000007
    print("checksum:", checksum)


if __name__ == "__main__":
    main()  # test: main(modules=5, per_module=12, seeds=1)

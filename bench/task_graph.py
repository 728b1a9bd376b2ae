# Benchmark (held-out style, after typical agent code): a build-system style task scheduler.
# Tasks are frozen dataclasses (hashable, used as dict keys and set members) with dependencies;
# the graph is checked for cycles with an iterative DFS, the critical path is found by longest-path
# DP over a topological order, and a list scheduler on N workers pops ready tasks from a heapq
# keyed by (-priority, name) while a second heap holds running tasks by finish time.
import heapq
import random
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Task:
    name: str
    cost: int
    priority: int
    deps: tuple = ()


@dataclass(order=True)
class Running:
    finish: int
    worker: int
    task: Task = field(compare=False)


class CycleError(Exception):
    pass


def gen_graph(n, rng):
    tasks = []
    for i in range(n):
        k = min(i, rng.randint(0, 4))
        deps = tuple(sorted({tasks[j].name for j in rng.sample(range(i), k)})) if k else ()
        tasks.append(Task(f"t{i:04d}", rng.randint(1, 20), rng.randint(0, 9), deps))
    return {t.name: t for t in tasks}


def topo_order(graph):
    state, order = {}, []
    for root in sorted(graph):
        if root in state:
            continue
        stack = [(root, iter(graph[root].deps))]
        state[root] = 1
        while stack:
            name, it = stack[-1]
            for dep in it:
                s = state.get(dep)
                if s == 1:
                    raise CycleError(f"cycle through {dep}")
                if s is None:
                    state[dep] = 1
                    stack.append((dep, iter(graph[dep].deps)))
                    break
            else:
                stack.pop()
                state[name] = 2
                order.append(name)
    return order


def critical_path(graph, order):
    finish, best_prev = {}, {}
    for name in order:
        t = graph[name]
        start, prev = 0, None
        for d in t.deps:
            if finish[d] > start:
                start, prev = finish[d], d
        finish[name] = start + t.cost
        best_prev[name] = prev
    end = max(finish, key=lambda k: (finish[k], k))
    path = []
    while end is not None:
        path.append(end)
        end = best_prev[end]
    return finish[path[0]], path[::-1]


def schedule(graph, workers):
    dependents = {name: [] for name in graph}
    waiting = {}
    for t in graph.values():
        waiting[t] = len(t.deps)
        for d in t.deps:
            dependents[d].append(t)
    ready = [(-t.priority, t.name, t) for t, n in waiting.items() if n == 0]
    heapq.heapify(ready)
    running, free, now, log, busy = [], list(range(workers)), 0, [], [0] * workers
    while ready or running:
        while ready and free:
            _, _, task = heapq.heappop(ready)
            w = free.pop()
            heapq.heappush(running, Running(now + task.cost, w, task))
            busy[w] += task.cost
        done = heapq.heappop(running)
        now = done.finish
        free.append(done.worker)
        log.append((now, done.task.name))
        for t in dependents[done.task.name]:
            waiting[t] -= 1
            if waiting[t] == 0:
                heapq.heappush(ready, (-t.priority, t.name, t))
    return now, log, busy


def main(n, rounds):
    rng = random.Random(7)
    digest = 0
    for r in range(rounds):
        graph = gen_graph(n, rng)
        order = topo_order(graph)
        length, path = critical_path(graph, order)
        for workers in (2, 4, 8):
            makespan, log, busy = schedule(graph, workers)
            util = sum(busy) / (workers * makespan)
            digest = (digest * 7 + makespan + len(log) + int(log[-1][1][1:])) % (10 ** 9 + 7)
            if r == 0:
                print(f"workers={workers} makespan={makespan} util={util:.3f} last={log[-1]}")
        if r == 0:
            print(f"critical {length} via {len(path)} tasks: {' -> '.join(path[:5])} ...")
    bad = {"a": Task("a", 1, 1, ("b",)), "b": Task("b", 1, 1, ("a",))}
    try:
        topo_order(bad)
    except CycleError as e:
        print("error:", e)
    print(Task("x", 3, 2, ("y",)), Task("x", 3, 2, ("y",)) == Task("x", 3, 2, ("y",)))
    print("digest", digest)


if __name__ == "__main__":
    main(n=1500, rounds=14)  # test: main(n=120, rounds=1)

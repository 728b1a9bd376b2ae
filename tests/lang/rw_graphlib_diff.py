# graphlib, differential: seeded random DAGs (static_order and the get_ready/done protocol in
# insertion and shuffled done orders), random cycles (the exact cycle reported), repeated and
# self-referencing edges, and the ValueError messages of misuse.
import random
from graphlib import CycleError, TopologicalSorter

rng = random.Random(1234)
for trial in range(30):
    n = rng.randint(1, 12)
    names = [rng.choice(["n%d" % i, i, (i, "t")]) for i in range(n)]
    graph = {}
    for i in range(n):
        preds = [names[j] for j in range(i) if rng.random() < 0.3]
        if rng.random() < 0.2 and preds:
            preds.append(preds[0])
        graph[names[i]] = preds
    order = list(TopologicalSorter(graph).static_order())
    ts = TopologicalSorter(graph)
    ts.prepare()
    rounds = []
    while ts:
        ready = list(ts.get_ready())
        rounds.append(tuple(ready))
        rng.shuffle(ready)
        for node in ready[: max(1, len(ready) // 2)]:
            ts.done(node)
        if ready[max(1, len(ready) // 2):]:
            ts.done(*ready[max(1, len(ready) // 2):])
    print(trial, order, rounds)

for trial in range(15):
    n = rng.randint(1, 8)
    graph = {i: [j for j in (rng.randrange(n) for _ in range(rng.randint(0, 3)))
                 if j != i or rng.random() < 0.1] for i in range(n)}
    try:
        print("order", list(TopologicalSorter(graph).static_order()))
    except CycleError as e:
        print("cycle", e.args[0], e.args[1], str(e)[:40])

ts = TopologicalSorter()
ts.add(1, 2, 2, 3)
ts.add(3)
ts.add(2, 3)
print(list(ts.static_order()))
ts = TopologicalSorter({1: []})


def attempt(label, f):
    try:
        print(label, repr(f()))
    except (ValueError, TypeError) as e:
        print(label, type(e).__name__, e)


attempt("ready-before", ts.get_ready)
attempt("done-before", lambda: ts.done(1))
attempt("active-before", ts.is_active)
ts.prepare()
attempt("prep-twice", ts.prepare)
attempt("add-after", lambda: ts.add(5))
attempt("done-unknown", lambda: ts.done(9))
attempt("done-not-out", lambda: ts.done(1))
print(ts.get_ready(), ts.get_ready())
ts.done(1)
attempt("done-twice", lambda: ts.done(1))
attempt("static-after", lambda: list(ts.static_order()))
attempt("unhashable", lambda: TopologicalSorter({1: [[2]]}))
ts = TopologicalSorter({"b": ["a"], "c": ["b"], "a": ["c"], "d": ["d"]})
try:
    ts.prepare()
except CycleError as e:
    print(repr(e.args), isinstance(e, ValueError))
attempt("after-cycle", ts.get_ready)

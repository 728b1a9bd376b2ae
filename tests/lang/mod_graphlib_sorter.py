# graphlib.TopologicalSorter: static_order, the prepare/get_ready/done protocol, cycles, errors.
from graphlib import CycleError, TopologicalSorter

deps = {"app": ["lib", "utils"], "lib": ["utils", "core"], "utils": ["core"], "tests": ["app"]}
print(list(TopologicalSorter(deps).static_order()))
print(tuple(TopologicalSorter({2: [1], 3: [2], 1: []}).static_order()))
print(list(TopologicalSorter().static_order()))
print(list(TopologicalSorter({"x": []}).static_order()))

ts = TopologicalSorter()
ts.add("d", "b", "c")
ts.add("b", "a")
ts.add("c", "a")
ts.add("a")
ts.add("e", "d", "d")
ts.prepare()
rounds = []
while ts.is_active():
    ready = ts.get_ready()
    rounds.append(ready)
    for node in ready:
        ts.done(node)
print(rounds, bool(ts))

# A parallel-style driver: done() in a different order than get_ready() gave.
ts = TopologicalSorter({"c": ["a", "b"], "d": ["c"]})
ts.prepare()
print(ts.get_ready(), ts.get_ready())
ts.done("b")
print(ts.get_ready())
ts.done("a")
print(ts.get_ready(), ts.is_active())
ts.done("c")
print(ts.get_ready())
ts.done("d")
print(ts.is_active(), ts.get_ready())

for graph in ({1: [2], 2: [3], 3: [1]}, {"a": ["a"]}, {"x": ["y"], "y": ["z"], "z": ["y"]}):
    try:
        list(TopologicalSorter(graph).static_order())
    except CycleError as e:
        print(type(e).__name__, e, e.args[1], isinstance(e, ValueError))

t = TopologicalSorter({(1, 2): [None], -1: [(1, 2)]})
print(list(t.static_order()))


def attempt(label, f):
    try:
        print(label, f())
    except ValueError as e:
        print(label, type(e).__name__, e)


t = TopologicalSorter({"b": ["a"]})
attempt("ready before prepare", t.get_ready)
attempt("active before prepare", t.is_active)
attempt("done before prepare", lambda: t.done("a"))
t.prepare()
attempt("prepare twice", t.prepare)
attempt("add after prepare", lambda: t.add("c"))
attempt("done unknown", lambda: t.done("zz"))
attempt("done not ready", lambda: t.done("b"))
attempt("ready", t.get_ready)
t.done("a")
attempt("done twice", lambda: t.done("a"))
attempt("ready", t.get_ready)

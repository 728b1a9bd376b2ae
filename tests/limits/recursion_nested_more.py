# cpython: skip
# More C recursion over 100000-deep data (built iteratively) that must end in RecursionError,
# never a C stack overflow: sorting and max (compare), list.index/count/remove (==), dict
# equality through values, hashing a deep tuple into a set (CPython recurses in C unguarded
# there, so this file is not compared with it), `in` on a set, str of deep dicts, repr of
# lists of sets; a deep frozenset hashes from its members' stored hashes without recursing.
def nest(n, mk, x):
    for _ in range(n):
        x = mk(x)
    return x


d = nest(100000, lambda x: [x], [])
e = nest(100000, lambda x: [x], [])
t = nest(100000, lambda x: (x,), ())
cases = [("sorted", lambda: sorted([d, e])), ("max", lambda: max([d, e])),
         ("list.sort", lambda: [d, e].sort()), ("list.index", lambda: [d].index(e)),
         ("list.count", lambda: [d].count(e)), ("list.remove", lambda: [d].remove(e)),
         ("dict value eq", lambda: {1: d} == {1: e}), ("set of deep tuple", lambda: {t}),
         ("deep tuple in set", lambda: t in set()), ("frozenset hash", lambda: hash(nest(100000, lambda x: frozenset([x]), frozenset())) is not None),
         ("str deep dict", lambda: str(nest(100000, lambda x: {1: x}, {}))),
         ("repr with sets", lambda: repr(nest(100000, lambda x: [{1}, x], []))),
         ("!= chain", lambda: d != e)]
for label, f in cases:
    try:
        r = f()
        print(label, "ok", r if isinstance(r, bool) else "")
    except RecursionError:
        print(label, "RecursionError")
# Shallow versions of the same work still succeed.
print(sorted([[[2]], [[1]]]), [[[1]]].index([[1]]), {(1, (2,))}, str({1: {2: {}}}))

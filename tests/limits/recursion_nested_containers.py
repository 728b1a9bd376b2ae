# C recursion over nested data stops with RecursionError, never a C stack overflow: repr, str,
# ==, <, `in`, format, json.dumps/loads and copy.deepcopy of 100000-deep lists, dicts and
# tuples (CPython 3.11 raises the same). Not compared: hash() of a deep tuple of hashables,
# which CPython computes by unguarded C recursion and Nearly refuses with RecursionError.
import json, copy
def nest(n, mk):
    x = []
    for _ in range(n):
        x = mk(x)
    return x
for name, mk in [("list", lambda x: [x]), ("dict", lambda x: {"a": x}), ("tuple", lambda x: (x,))]:
    d = nest(100000, mk)
    e = nest(100000, mk)
    for op, f in [("repr", lambda: repr(d)), ("eq", lambda: d == e), ("lt", lambda: d < e if name != "dict" else d == e), ("hash", lambda: hash(d) if name != "tuple" else d == e), ("json", lambda: json.dumps(d)), ("deepcopy", lambda: copy.deepcopy(d)), ("str", lambda: str(d)), ("in", lambda: d in [e]), ("format", lambda: "{}".format(d)), ("fstr", lambda: f"{d!r}")]:
        try:
            f()
            print(name, op, "ok")
        except RecursionError:
            print(name, op, "RecursionError")
        except TypeError as ex:
            print(name, op, "TypeError")
s = "[" * 100000 + "]" * 100000
try:
    json.loads(s)
    print("loads ok")
except RecursionError:
    print("loads RecursionError")

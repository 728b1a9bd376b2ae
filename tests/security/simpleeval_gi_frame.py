# cpython: skip
# simpleeval's gi_frame walk: from a generator expression to f_back.f_globals and f_builtins,
# and the coroutine/async-generator variants (cr_frame, ag_frame): no frame object exists.
def attempt(label, f):
    try:
        r = f()
        print(label, "REACHED", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)

ge = (i for i in range(3))
attempt("ge.gi_frame.f_back", lambda: ge.gi_frame.f_back)
attempt("ge.gi_frame.f_globals", lambda: ge.gi_frame.f_globals)
attempt("ge.cr_frame", lambda: ge.cr_frame)
attempt("ge.ag_frame", lambda: ge.ag_frame)
attempt("ge.f_locals", lambda: ge.f_locals)
attempt("getattr(ge, 'gi_' + 'frame')", lambda: getattr(ge, "gi_" + "frame"))
attempt("iter([]).__reduce__", lambda: iter([]).__reduce__)
print(list(ge))

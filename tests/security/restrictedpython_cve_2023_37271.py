# cpython: skip
# RestrictedPython CVE-2023-37271: a generator's gi_frame.f_back.f_builtins reaches the real
# builtins. Generators, their frames and tracebacks expose nothing here.
def attempt(label, f):
    try:
        r = f()
        print(label, "REACHED", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)

def gen():
    yield 1
g = gen()
attempt("g.gi_frame", lambda: g.gi_frame)
attempt("g.gi_frame.f_back.f_builtins", lambda: g.gi_frame.f_back.f_builtins)
attempt("g.gi_code", lambda: g.gi_code)
attempt("g.gi_running", lambda: g.gi_running)
attempt("g.gi_yieldfrom", lambda: g.gi_yieldfrom)
attempt("(x for x in []).gi_frame", lambda: (x for x in []).gi_frame)
attempt("g.__next__", lambda: g.__next__)
print(next(g))
try:
    1 / 0
except ZeroDivisionError as e:
    attempt("e.__traceback__", lambda: e.__traceback__)
    attempt("e.__traceback__.tb_frame", lambda: e.__traceback__.tb_frame)
    attempt("e.with_traceback", lambda: e.with_traceback)
    attempt("e.__dict__", lambda: e.__dict__)
    print("safe fields:", e.args, e.__cause__, e.__context__)

# cpython: skip
# RestrictedPython CVE-2023-41039: str.format fields walk attributes ("{0.__class__.__base__}")
# and string.Formatter exposes get_field. Format fields use the same attribute rule as '.'.
import string
def attempt(label, f):
    try:
        r = f()
        print(label, "REACHED", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)

def f():
    return 1
attempt("'{0.__class__.__base__}'", lambda: "{0.__class__.__base__}".format(1))
attempt("'{0.__class__.__mro__[1].__subclasses__}'", lambda: "{0.__class__.__mro__[1].__subclasses__}".format(1))
attempt("'{0.__globals__}'", lambda: "{0.__globals__}".format(f))
attempt("'{0.__globals__[__builtins__]}'", lambda: "{0.__globals__[__builtins__]}".format(f))
attempt("'{x.__init__.__globals__}'", lambda: "{x.__init__.__globals__}".format(x=f))
attempt("format_map", lambda: "{x.__class__.__bases__}".format_map({"x": 1}))
attempt("string.Formatter", lambda: string.Formatter().get_field("0.__globals__", [f], {}))
print("allowed:", "{0.__class__}".format(1), "{0.__name__}".format(f), "{0[1]}".format([5, 6]))
attempt("string.Formatter format", lambda: string.Formatter().format("{0.__globals__}", f))
attempt("string.Formatter vformat", lambda: string.Formatter().vformat("{x.__class__.__base__}", (), {"x": 1}))

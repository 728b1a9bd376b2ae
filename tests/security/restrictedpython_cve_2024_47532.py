# cpython: skip
# RestrictedPython CVE-2024-47532 (information leak through format_map and the type
# hierarchy): neither a format_map mapping nor __subclasses__/__bases__ of any type gives a
# way to the object graph.
def attempt(label, f):
    try:
        r = f()
        print(label, "REACHED", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)

class Secretive:
    def __init__(self):
        self._token = "s3cret"
s = Secretive()
attempt("format_map attribute", lambda: "{o.__class__.__subclasses__}".format_map({"o": s}))
attempt("format_map dict", lambda: "{o.__dict__}".format_map({"o": s}))
attempt("Secretive.__subclasses__()", lambda: Secretive.__subclasses__())
attempt("type(s).__base__", lambda: type(s).__base__)
attempt("type(s).__bases__", lambda: type(s).__bases__)
attempt("int.__subclasses__()", lambda: int.__subclasses__())
attempt("bool.__mro__[-1].__subclasses__()", lambda: bool.__mro__[-1].__subclasses__())
attempt("BaseException.__subclasses__()", lambda: BaseException.__subclasses__())
attempt("Exception.__bases__", lambda: Exception.__bases__)
# The script's own attributes are its own: reading them is allowed.
print("own attribute:", "{o._token}".format_map({"o": s}))

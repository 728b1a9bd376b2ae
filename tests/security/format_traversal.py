# cpython: skip
# Format-string traversal: attribute and index fields in str.format, format_map and f-strings,
# and operator.attrgetter / methodcaller, all go through the one attribute rule (vm/np_attr.c).
import operator, functools, collections, dataclasses, re
def attempt(label, f):
    try:
        r = f()
        print(label, "REACHED", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)

def f():
    return 1
attempt("format attr", lambda: "{0.__globals__}".format(f))
attempt("format index then attr", lambda: "{0[0].__class__.__bases__}".format([1]))
attempt("format kw attr", lambda: "{a.__code__}".format(a=f))
attempt("format_map index", lambda: "{m[k].__closure__}".format_map({"m": {"k": f}}))
attempt("f-string attr", lambda: f"{f.__globals__}")
attempt("f-string nested spec", lambda: f"{1:{f.__code__}}")
attempt("attrgetter dotted", lambda: operator.attrgetter("__class__.__bases__")(1))
attempt("attrgetter globals", lambda: operator.attrgetter("__globals__")(f))
attempt("methodcaller", lambda: operator.methodcaller("__reduce_ex__", 2)(1))
attempt("partial.func.__globals__", lambda: functools.partial(f).func.__globals__)
attempt("partial.__dict__", lambda: functools.partial(f).__dict__)
attempt("wraps __wrapped__ globals", lambda: functools.wraps(f)(lambda: 0).__wrapped__.__globals__)
attempt("lru_cache __wrapped__ globals", lambda: functools.lru_cache()(f).__wrapped__.__globals__)
attempt("collections._collections_abc", lambda: collections._collections_abc)
attempt("collections.abc", lambda: collections.abc)
attempt("namedtuple _source", lambda: collections.namedtuple("P", "x y")._source)
attempt("dataclasses._FIELDS", lambda: dataclasses._FIELDS)
attempt("dataclasses._create_fn", lambda: dataclasses._create_fn)
attempt("re._compile", lambda: re._compile)
attempt("re.sre_parse", lambda: re.sre_parse)
attempt("pattern.__class__.__bases__", lambda: re.compile("a").__class__.__bases__)
attempt("match.__reduce__", lambda: re.match("a", "a").__reduce__)
print("allowed:", operator.attrgetter("real")(3), "{0.real}".format(3), f"{f.__name__}")

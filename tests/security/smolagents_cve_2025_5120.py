# cpython: skip
# smolagents CVE-2025-5120: escaping through the attributes of allowed modules and tools
# (a module's globals, a helper module it imported, a function's __globals__/__builtins__) to
# reach __import__ and os. Every step must fail with AttributeError / NameError / ImportError.
import math, json, random, statistics, textwrap, copy, re, functools, string
def attempt(label, f):
    try:
        r = f()
        print(label, "REACHED", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)

def tool(x):
    return x
attempt("math.__dict__", lambda: math.__dict__)
attempt("json.__builtins__", lambda: json.__builtins__)
attempt("math.__loader__", lambda: math.__loader__)
attempt("math.__spec__", lambda: math.__spec__)
attempt("tool.__globals__", lambda: tool.__globals__)
attempt("tool.__builtins__", lambda: tool.__builtins__)
attempt("random.__builtins__", lambda: random.__builtins__)
attempt("statistics.math", lambda: statistics.math)
attempt("copy.__dict__", lambda: copy.__dict__)
attempt("re.sre_compile", lambda: re.sre_compile)
attempt("re._compile", lambda: re._compile)
attempt("json.decoder", lambda: json.decoder)
attempt("functools.__dict__", lambda: functools.__dict__)
attempt("string.__builtins__", lambda: string.__builtins__)
attempt("random.Random.__init__.__globals__", lambda: random.Random.__init__.__globals__)
attempt("random.seed.__globals__", lambda: random.seed.__globals__)
attempt("textwrap.wrap.__globals__", lambda: textwrap.wrap.__globals__)
try:
    from json import decoder
except ImportError as e:
    print("from json import decoder", type(e).__name__, e)
try:
    import os
except ImportError as e:
    print("import os", type(e).__name__, e)

# cpython: skip
# smolagents CVE-2025-9959: attribute chains from harmless objects (a tool object, a literal,
# a bound method, an exception) up the type hierarchy to object.__subclasses__() and from a
# function to its globals and builtins. No link of any chain exists in Nearly.
def attempt(label, f):
    try:
        r = f()
        print(label, "REACHED", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)

class Tool:
    def forward(self, x):
        return x
t = Tool()
attempt("tool.__class__.__init__.__globals__", lambda: t.__class__.__init__.__globals__)
attempt("tool.forward.__func__", lambda: t.forward.__func__)
attempt("tool.forward.__self__", lambda: t.forward.__self__)
attempt("tool.__dict__", lambda: t.__dict__)
attempt("Tool.__dict__", lambda: Tool.__dict__)
attempt("Tool.__bases__", lambda: Tool.__bases__)
attempt("Tool.__mro__[-1].__subclasses__()", lambda: Tool.__mro__[-1].__subclasses__())
attempt("Tool.mro()[-1].__subclasses__()", lambda: Tool.mro()[-1].__subclasses__())
attempt("().__class__.__bases__[0].__subclasses__()", lambda: ().__class__.__bases__[0].__subclasses__())
attempt("().__class__.__base__", lambda: ().__class__.__base__)
attempt("object.__subclasses__()", lambda: object.__subclasses__())
attempt("type.__subclasses__(object)", lambda: type.__subclasses__(object))
attempt("type(type).__subclasses__", lambda: type(type).__subclasses__)
attempt("''.__class__.__mro__[1].__subclasses__()", lambda: ''.__class__.__mro__[1].__subclasses__())
attempt("[].append.__self__", lambda: [].append.__self__)
attempt("print.__self__", lambda: print.__self__)
attempt("print.__module__", lambda: print.__module__)
attempt("(lambda: 0).__globals__", lambda: (lambda: 0).__globals__)
attempt("f.__code__", lambda: attempt.__code__)
attempt("f.__closure__", lambda: attempt.__closure__)
attempt("f.__defaults__", lambda: attempt.__defaults__)
attempt("f.__kwdefaults__", lambda: attempt.__kwdefaults__)
attempt("f.__dict__", lambda: attempt.__dict__)
# (A function's __doc__ and __module__ are strings or None since session 11: no link onward.)
attempt("f.__doc__", lambda: attempt.__doc__)
attempt("f.__module__", lambda: attempt.__module__)
# (f.__call__ is CPython's method-wrapper since session 17: it only calls f; its __self__ is
# on the never-list like every __self__.)
attempt("f.__call__", lambda: attempt.__call__)
attempt("f.__call__.__self__", lambda: attempt.__call__.__self__)
attempt("f.__get__", lambda: attempt.__get__)
attempt("getattr(1, '__cl' + 'ass__').__bases__", lambda: getattr(getattr(1, '__cl' + 'ass__'), '__ba' + 'ses__'))
attempt("getattr(attempt, '__glo' + 'bals__')", lambda: getattr(attempt, '__glo' + 'bals__'))
print("safe introspection:", getattr(1, '__cl' + 'ass__'), attempt.__name__, Tool.__qualname__)
print("hasattr:", hasattr(attempt, '__globals__'), hasattr(Tool, '__subclasses__'), hasattr(t, 'forward'))
def closure():
    secret = 42
    def inner():
        return secret
    return inner
attempt("inner.__closure__[0].cell_contents", lambda: closure().__closure__[0].cell_contents)
def outer():
    return 1
attempt("super().__self__", lambda: super(Tool, t).__self__)
attempt("super().__thisclass__", lambda: super(Tool, t).__thisclass__)
# object.__new__ is a native that builds only instances of the script's classes (np_class.c
# object_new); nothing is reachable on it.
attempt("object.__new__", lambda: object.__new__)
attempt("object.__new__.__self__", lambda: object.__new__.__self__)
attempt("object.__new__(object)", lambda: object.__new__(object))
attempt("object.__subclasshook__", lambda: object.__subclasshook__)
# (type.__call__ is the method-wrapper that calls type, as type(...) itself: session 17.)
attempt("type.__call__", lambda: type.__call__)
attempt("type('X', (), {'__del__': f})", lambda: type('X', (), {'__del__': lambda *a: 1}))

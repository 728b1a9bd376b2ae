# cpython: skip
# Class-body tricks: a class that defines __getattribute__ (or another hook Nearly never calls)
# is refused at once (__init_subclass__ and __new__ are called, as in CPython, so allowed); dunder attributes cannot be written or deleted; __class__ is not
# assignable; three-argument type() does not exist.
def attempt(label, f):
    try:
        r = f()
        print(label, "REACHED", type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)

def make_getattribute():
    class X:
        __getattribute__ = lambda self, name: 42
    return X
def make_new():
    class X:
        def __new__(cls):
            return 1
    return X
def make_init_subclass():
    class X:
        def __init_subclass__(cls):
            pass
    return X
def make_del():
    class X:
        def __del__(self):
            pass
    return X
attempt("class with __getattribute__", make_getattribute)
attempt("class with __new__", make_new)
attempt("class with __init_subclass__", make_init_subclass)
attempt("class with __del__", make_del)
class C:
    def __init__(self):
        self.v = 1
c = C()
def set_class():
    c.__class__ = int
def set_dunder_on_class():
    C.__getattribute__ = lambda self, n: 0
def object_setattr_class():
    object.__setattr__(c, "__class__", int)
def setattr_dict():
    setattr(c, "__dict__", {})
def del_dunder():
    del c.__init__
attempt("c.__class__ = int", set_class)
attempt("C.__getattribute__ = ...", set_dunder_on_class)
attempt("object.__setattr__(c, '__class__', int)", object_setattr_class)
attempt("setattr(c, '__dict__', {})", setattr_dict)
attempt("del c.__init__", del_dunder)
attempt("type('X', (), {'__getattribute__': f})", lambda: type("X", (), {"__getattribute__": lambda s, n: 1}))
attempt("class X(type)", lambda: type("Y", (type,), {}))
print("still fine:", c.v, type(c).__name__, isinstance(c, C))

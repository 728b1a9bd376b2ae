class AppError(Exception):
    def __init__(self, msg, code=0):
        super().__init__(msg)
        self.code = code
class NotFound(AppError):
    def __str__(self): return f"not found: {self.args[0]} (code {self.code})"
class Multi(Exception): pass
class WithRepr(ValueError):
    def __repr__(self): return "WithRepr!"
try: raise NotFound("x", 404)
except AppError as e: print(type(e).__name__, e, repr(e), e.args, e.code, isinstance(e, Exception))
e = Multi(1, "two", 3.0); print(str(e), repr(e), e.args, len(e.args))
print(str(Multi()), repr(Multi()), repr(WithRepr("v")), str(WithRepr("v")))
try: raise Multi
except Multi as e: print("class raised:", repr(e))
try:
    try: 1 / 0
    except ZeroDivisionError as z: raise AppError("wrapped") from z
except AppError as e:
    print(repr(e.__cause__), e.__context__ is e.__cause__, e.__suppress_context__ if False else "")
try:
    try: {}["k"]
    except KeyError: raise ValueError("during")
except ValueError as e: print(repr(e.__context__), e.__cause__)
try:
    try: raise TypeError("a")
    except TypeError: raise ValueError("b") from None
except ValueError as e: print(e.__cause__, repr(e.__context__))
for exc in (ValueError("v"), KeyError("k"), IndexError(), NotFound("n", 1)):
    try: raise exc
    except (KeyError, IndexError) as e: print("lookup", repr(e))
    except AppError as e: print("app", e)
    except Exception as e: print("other", e)
try:
    raise AppError("bare")
except:
    print("bare except")
def f():
    try: return 1
    finally: print("finally")
print(f())
class Ctx:
    def __init__(self, name): self.name = name
    def __enter__(self): print("enter", self.name); return self
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev)
        return et is KeyError
with Ctx("a") as c, Ctx("b"):
    print("body", c.name)
with Ctx("s"):
    raise KeyError("swallowed")
try:
    with Ctx("p"): raise ValueError("propagates")
except ValueError as e: print("caught", e)
class E2(Exception):
    def __init__(self, a, b):
        self.a, self.b = a, b
        super().__init__(a, b)
try: raise E2(1, 2)
except E2 as e: print(e, e.a, e.b, e.args)
class E3(Exception):
    def __init__(self, x): self.x = x
e3 = E3(5); print(repr(e3), str(e3), e3.args, e3.x)
try: raise ValueError("a", "b")
except ValueError as e: print(e)
print(issubclass(NotFound, Exception), issubclass(KeyError, LookupError), NotFound.__name__)
try: raise 5
except TypeError as e: print(e)
try: raise object()
except TypeError as e: print(e)
class NE: pass
try: raise NE
except TypeError as e: print(e)
err = ValueError("x"); err.extra = 1; print(err.extra)
try: assert 1 == 2, "math broke"
except AssertionError as e: print(repr(e))
try:
    raise RuntimeError("outer")
except RuntimeError as e:
    try: raise
    except RuntimeError as e2: print("reraised", e2 is e)

# Differential: exceptions, chaining, messages of common errors, with-statement exits.
class AppError(Exception):
    def __init__(self, msg, code):
        super().__init__(msg)
        self.code = code
class NotFound(AppError):
    pass
def find(k):
    raise NotFound(f"missing {k}", 404)
try:
    find("x")
except AppError as e:
    print(type(e).__name__, e, e.code, e.args, repr(e))
def chain():
    try:
        {}["k"]
    except KeyError as e:
        raise ValueError("bad value") from e
try:
    chain()
except ValueError as e:
    print(repr(e), repr(e.__cause__), e.__context__ is e.__cause__, e.__suppress_context__ if False else "")
def ctx():
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("while handling")
try:
    ctx()
except RuntimeError as e:
    print(repr(e), repr(e.__context__), e.__cause__)
try:
    try:
        raise TypeError("inner")
    finally:
        print("finally runs")
except TypeError as e:
    print("caught", e)
def gen_finally():
    try:
        yield 1
        yield 2
    finally:
        print("gen cleanup")
for v in gen_finally():
    print("got", v)
    break
print(KeyError("k"), str(KeyError("k")), repr(KeyError("k")), str(KeyError()), IndexError("i").args)
print(ValueError(), ValueError("a", "b"), str(ValueError("a", "b")), repr(OSError("no")))
try:
    raise ExceptionGroup("eg", [ValueError(1)]) if False else StopIteration(5)
except StopIteration as e:
    print("stop", e.value, e.args)
for exc in [ZeroDivisionError, OverflowError, AttributeError, NameError, UnboundLocalError, AssertionError]:
    print(exc.__name__, issubclass(exc, Exception), exc.__mro__[1].__name__ if False else "", exc("m"))
try:
    assert 1 == 2, "math broke"
except AssertionError as e:
    print("assert", e)
def f():
    return undefined_name
try:
    f()
except NameError as e:
    print(e)
def g():
    x = x + 1 if False else None
    y += 1
try:
    g()
except UnboundLocalError as e:
    print(e)
try:
    None.foo
except AttributeError as e:
    print(e)
try:
    "abc" + 1
except TypeError as e:
    print(e)
try:
    1 + "abc"
except TypeError as e:
    print(e)
try:
    [1, 2][5]
except IndexError as e:
    print(e)
try:
    len(5)
except TypeError as e:
    print(e)
try:
    int("x")
except ValueError as e:
    print(e)
try:
    {}.pop("missing")
except KeyError as e:
    print(repr(e))
try:
    [].pop()
except IndexError as e:
    print(e)
try:
    (1, 2).index(3)
except ValueError as e:
    print(e)
try:
    [3].remove(4)
except ValueError as e:
    print(e)
try:
    "x".index("y")
except ValueError as e:
    print(e)
try:
    def h(a, b=1, *, c): pass
    h(1, 2, 3)
except TypeError as e:
    print(e)
try:
    h(1)
except TypeError as e:
    print(e)
try:
    h(1, c=2, d=3)
except TypeError as e:
    print(e)
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print(e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print(e)
try:
    x = 10 ** 400 * 1.0
except OverflowError as e:
    print(e)
try:
    import nonexistent_mod
except ImportError as e:
    print(type(e).__name__, e)
try:
    raise
except RuntimeError as e:
    print(e)
class Resource:
    def __enter__(self):
        print("enter"); return self
    def __exit__(self, et, ev, tb):
        print("exit", et.__name__ if et else None, ev)
        return et is ValueError
with Resource() as r:
    raise ValueError("swallowed")
print("after with")
try:
    with Resource():
        raise KeyError("propagates")
except KeyError as e:
    print("outer", repr(e))

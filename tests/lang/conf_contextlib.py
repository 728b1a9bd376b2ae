# contextlib: contextmanager (normal exit, exceptions caught/re-raised/swallowed by the
# generator, misuse errors, use as a decorator), suppress, nullcontext, closing, ExitStack.
from contextlib import contextmanager, suppress, nullcontext, closing, ExitStack, AbstractContextManager
import contextlib

@contextmanager
def managed(name, log):
    log.append("open " + name)
    try:
        yield name.upper()
    except ValueError as e:
        log.append("handled " + str(e))
    finally:
        log.append("close " + name)

log = []
with managed("a", log) as v:
    log.append("body " + v)
with managed("b", log):
    raise ValueError("boom")
try:
    with managed("c", log):
        raise KeyError("k")
except KeyError as e:
    log.append("outer " + repr(e))
print(log)

@contextmanager
def no_yield():
    if False:
        yield
try:
    with no_yield():
        pass
except RuntimeError as e:
    print("RuntimeError", e)

@contextmanager
def two_yields():
    yield 1
    yield 2
try:
    with two_yields():
        pass
except RuntimeError as e:
    print("RuntimeError", e)

@contextmanager
def reraise_other():
    try:
        yield
    except ZeroDivisionError:
        raise TypeError("converted")
try:
    with reraise_other():
        1 / 0
except TypeError as e:
    print("TypeError", e, type(e.__context__).__name__)

@contextmanager
def timer(label):
    print("start", label)
    yield
    print("stop", label)

@timer("deco")
def work(x):
    print("working", x)
    return x * 2
print(work(3), work(4))

with suppress(KeyError, IndexError):
    [][1]
print("after suppress")
try:
    with suppress(KeyError):
        raise ValueError("not suppressed")
except ValueError as e:
    print("ValueError", e)
with nullcontext(5) as n:
    print("null", n)
with nullcontext() as n:
    print("null", n)

class Res:
    def __init__(self, n): self.n = n
    def close(self): print("closed", self.n)
with closing(Res(1)) as r:
    print("using", r.n)

class CM:
    def __init__(self, n): self.n = n
    def __enter__(self):
        print("enter", self.n); return self.n
    def __exit__(self, *exc):
        print("exit", self.n, exc[0].__name__ if exc[0] else None); return False
with ExitStack() as stack:
    vals = [stack.enter_context(CM(i)) for i in range(3)]
    stack.callback(print, "callback", 42)
    print("vals", vals)
try:
    with ExitStack() as stack:
        stack.enter_context(CM(9))
        raise ValueError("inside stack")
except ValueError as e:
    print("propagated", e)
with ExitStack() as stack:
    stack.push(lambda *exc: True)
    raise KeyError("swallowed by push")
print("after swallow")
stack = ExitStack()
stack.enter_context(CM("late"))
moved = stack.pop_all()
stack.close()
print("moved")
moved.close()
try:
    with ExitStack() as s:
        s.enter_context(42)
except TypeError as e:
    print("TypeError", e)

class Mine(AbstractContextManager):
    def __exit__(self, *a):
        print("mine exit")
with Mine() as m:
    print(type(m).__name__)
print(contextlib.suppress.__name__, isinstance(suppress(), AbstractContextManager))

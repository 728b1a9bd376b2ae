# __debug__ is the constant True; generators report their function's __name__/__qualname__.
print(__debug__, not __debug__)
if __debug__:
    print("dbg")
assert __debug__
def g():
    yield 1
x = g()
print(x.__name__, x.__qualname__)
class A:
    def m(self):
        def inner():
            yield 2
        return inner()
print(A().m().__name__, A().m().__qualname__)
ge = (i for i in range(3))
print(ge.__name__, ge.__qualname__)
def f():
    return (i for i in range(3))
print(f().__name__, f().__qualname__)
print(hasattr([], "__name__"), hasattr(iter([]), "__qualname__"))
try:
    [].__name__
except AttributeError as e:
    print(e)
print(getattr(g(), "__name__"))
def deco(fn):
    return fn
@deco
def h():
    yield from g()
print(h().__name__)

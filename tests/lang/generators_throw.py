# Generators: throw, close, send, yield from delegation, PEP 479, StopIteration.value, repr.
def show(fn):
    try:
        r = fn()
        print("ok", r)
    except BaseException as e:
        print(type(e).__name__, e)
def gen():
    try:
        yield 1
        yield 2
    except ValueError as e:
        print("caught in gen:", e)
        yield "recovered"
    finally:
        print("gen finally")
g = gen()
print(next(g))
print(g.throw(ValueError("bad")))
show(lambda: next(g))
g = gen()
print(next(g))
show(lambda: g.throw(KeyError, "k"))
show(lambda: next(g))
g = gen()
show(lambda: g.throw(TypeError))
show(lambda: next(g))
# close
def closer():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print("got GeneratorExit")
        raise
g = closer(); next(g); print(g.close()); print(g.close()); show(lambda: next(g))
def ignorer():
    try:
        yield 1
    except GeneratorExit:
        print("ignoring")
    yield 2
g = ignorer(); next(g); show(g.close); show(lambda: next(g))
def returner():
    try:
        yield 1
    except GeneratorExit:
        return 5
g = returner(); next(g); show(g.close)
g = closer(); show(g.close); show(lambda: next(g))
def raiser():
    try:
        yield 1
    finally:
        raise ValueError("in finally")
g = raiser(); next(g); show(g.close)
# send
def acc():
    total = 0
    while True:
        x = yield total
        if x is None: return total
        total += x
g = acc()
show(lambda: g.send(5))
print(next(g), g.send(3), g.send(4))
try:
    g.send(None)
except StopIteration as e:
    print("StopIteration value", e.value, e.args)
# already executing
def selfref():
    yield next(me)
me = selfref()
show(lambda: next(me))
# yield from delegation
def sub():
    try:
        x = yield "s1"
        print("sub got", x)
        y = yield "s2"
        print("sub got", y)
    except KeyError as e:
        print("sub caught", repr(e))
        yield "s-recovered"
    finally:
        print("sub finally")
    return "sub-ret"
def outer():
    r = yield from sub()
    print("outer got", r)
    yield "after"
g = outer()
print(next(g), g.send("a"), g.send("b"))
g = outer()
print(next(g), g.throw(KeyError("x")), next(g))
g = outer(); next(g); print(g.close())
g = outer(); next(g); show(lambda: g.throw(IndexError("ie")))
class It:
    def __init__(self): self.n = 0
    def __iter__(self): return self
    def __next__(self):
        self.n += 1
        if self.n > 3: raise StopIteration
        return self.n
def over_iter():
    r = yield from It()
    yield ("ret", r)
g = over_iter(); print(next(g)); show(lambda: g.throw(ValueError("v")))
print(list(over_iter()))
g = over_iter(); next(g); show(lambda: g.send(1))
g = over_iter(); next(g); print(g.close())
print(list(x for x in range(3)))
# throw with bad args
g = gen(); next(g)
show(lambda: g.throw(1))
show(lambda: g.throw(ValueError("a"), 1))
show(lambda: g.throw())
g.close()
# PEP 479
def leaky():
    yield 1
    raise StopIteration("leak")
show(lambda: list(leaky()))
def leaky2():
    yield 1
    next(iter([]))
show(lambda: list(leaky2()))
# StopIteration from return
def r5():
    return 5
    yield
try:
    next(r5())
except StopIteration as e:
    print("value", e.value)
g = r5()
print(repr(g).startswith("<generator object r5 at 0x"))
def outerf():
    def innerg():
        yield 1
    return innerg()
print(repr(outerf()).split(" at ")[0])
# laziness
def noisy():
    print("start")
    yield 1
ge = (x for x in noisy())
print("created")
print(next(ge))
# throw into just-started generator
g = gen()
show(lambda: g.throw(ValueError("early")))
show(lambda: next(g))
# close during yield in finally
def fin():
    try:
        yield 1
    finally:
        yield 2
g = fin(); next(g); show(g.close)

# Generators driven by for loops and comprehensions are resumed inside the interpreter loop
# (FORITER/FORLOOP push the generator's frame; YIELD hands the item back). These cases pin
# down what must not change: exceptions, PEP 479, close on break, re-entrance, yield from,
# send between items, return values, exhausted generators, nested and recursive generators.


def count(n):
    i = 0
    while i < n:
        yield i
        i += 1
    return "done"


def evens(src):
    for x in src:
        if x % 2 == 0:
            yield x


def squared(src):
    for x in src:
        yield x * x


print(list(squared(evens(count(20)))))
print([x for x in count(5)])
print({x: x * 2 for x in count(4)})
total = 0
for x in squared(count(10)):
    total += x
print(total)

# The return value of a generator ends the loop and is dropped.
for x in count(0):
    print("never")
print("empty loop ok")

# An exhausted generator gives nothing to a second loop.
g = count(3)
print([x for x in g], [x for x in g])

# A partly consumed generator continues where it stopped.
g = count(6)
for x in g:
    if x == 2:
        break
print("after break", next(g), [x for x in g])


# Exceptions raised inside the generator reach the consumer's handler.
def boom(n):
    for i in range(n):
        if i == 3:
            raise ValueError("boom at %d" % i)
        yield i


got = []
try:
    for x in boom(10):
        got.append(x)
except ValueError as e:
    print("caught", e, got)


# An exception caught inside the generator, which then keeps yielding.
def resilient():
    for i in range(5):
        try:
            if i % 2:
                raise KeyError(i)
            yield i
        except KeyError as e:
            yield "handled %s" % e


print(list(x for x in resilient()))
print([x for x in resilient()])


# PEP 479: a StopIteration leaking out of the generator becomes RuntimeError.
def leaky():
    yield 1
    next(iter([]))
    yield 2


try:
    for x in leaky():
        print("leaky", x)
except RuntimeError as e:
    print("RuntimeError:", e, type(e.__cause__).__name__)


# A generator that yields while handling an exception keeps it as the one being handled.
def in_handler():
    try:
        raise IndexError("inner")
    except IndexError:
        yield 1
        yield 2
        raise


try:
    for x in in_handler():
        print("handler item", x)
except IndexError as e:
    print("re-raised", e)


# Closing on break: the finally block runs when the loop drops the generator.
def with_finally():
    try:
        yield 1
        yield 2
    finally:
        print("finally ran")


for x in with_finally():
    print("item", x)
    break
print("after loop")


# A generator resuming itself is "already executing".
def selfish():
    yield 1
    yield next(me)


me = selfish()
try:
    for x in me:
        print("selfish", x)
except ValueError as e:
    print("ValueError:", e)


# The loop body uses send() on the generator it iterates.
def echo():
    got = None
    for i in range(4):
        got = yield (i, got)


g = echo()
for item in g:
    print("echo", item)
    if item[0] == 1:
        print("sent", g.send("hello"))


# yield from inside a generator that a for loop drives.
def chained(n):
    r = yield from count(n)
    yield r
    yield from [10, 11]
    yield from (y * 3 for y in count(2))


print(list(chained(3)))
print([v for v in chained(2)])


# Recursive generators (each level resumes the next from its own for loop).
def walk(depth):
    if depth == 0:
        yield "leaf"
        return
    for v in walk(depth - 1):
        yield v
    yield depth


print(list(walk(5)))
print(sum(1 for _ in walk(300)))
print(len([v for v in walk(900)]))  # deeper than the C-nesting limit of the loop


# A generator that raises from deep inside a chain.
def fail_after(n):
    yield from range(n)
    raise ZeroDivisionError("deep")


def relay(src):
    for v in src:
        yield v + 100


try:
    for v in relay(relay(fail_after(2))):
        print("relay", v)
except ZeroDivisionError as e:
    print("deep error", e)


# The loop variable of the consumer and the generator's own locals stay apart.
def shadow():
    x = "gen-x"
    for i in range(2):
        yield x + str(i)


x = "outer"
for x in shadow():
    pass
print(x)


# throw() into a generator that a for loop is iterating, from the loop body.
def catcher():
    while True:
        try:
            yield "normal"
        except TypeError:
            yield "caught TypeError"
            return


g = catcher()
n = 0
for v in g:
    print(v)
    n += 1
    if n == 2:
        print("throw ->", g.throw(TypeError))
print("catcher done", n)


# Generators that are not started by the loop header (GENOWN) and generator methods.
class Tree:
    def __init__(self, v, kids=()):
        self.v = v
        self.kids = kids

    def __iter__(self):
        yield self.v
        for k in self.kids:
            yield from k

    def values(self):
        for k in self.kids:
            for v in k.values():
                yield v
        yield self.v


t = Tree(1, (Tree(2, (Tree(3),)), Tree(4)))
print(list(t), list(t.values()), [v for v in t.values()])


# yield from a generator delegate runs the delegate in the same loop; send, throw and close
# still reach it, its return value is the value of `yield from`, and its errors end it.
def inner():
    try:
        got = yield "inner-1"
        print("inner got", got)
        got = yield "inner-2"
        print("inner got", got)
    except KeyError as e:
        print("inner caught", repr(e))
        yield "inner-recovered"
    finally:
        print("inner finally")
    return "inner-result"


def outer():
    r = yield from inner()
    print("outer got result", r)
    yield "outer-last"


g = outer()
print(next(g), g.send("A"), g.send("B"), next(g, "end"))
g = outer()
print(next(g), g.throw(KeyError("k")), next(g), next(g, "end"))
g = outer()
print(next(g))
g.close()
print("closed")


def failing_inner():
    yield 1
    raise IndexError("from inner")


def catching_outer():
    try:
        yield from failing_inner()
    except IndexError as e:
        print("outer caught", e)
    try:
        yield "after"
    except ValueError:
        yield "outer handled ValueError itself"


g = catching_outer()
print(list(g))
g = catching_outer()
print(next(g), next(g), g.throw(ValueError))


def done_gen():
    yield 1


d = done_gen()
list(d)


def from_done():
    r = yield from d
    yield ("from done", r)


print(list(from_done()))


def self_delegate():
    yield 1
    yield from me2


me2 = self_delegate()
try:
    print(list(me2))
except ValueError as e:
    print("ValueError:", e)


def deep_from(n):
    if n == 0:
        yield "bottom"
        return n
    r = yield from deep_from(n - 1)
    yield r
    return n


print(list(deep_from(4)), len(list(deep_from(600))))


# Creating generators: exact positional arguments take a fast path; everything else binds
# like a call (defaults, keywords, *args, **kwargs, cells, free variables, errors).
def pos(a, b):
    yield a
    yield b


def with_default(a, b=5):
    yield a + b


def star(*args, **kw):
    yield args
    yield sorted(kw.items())


def captured(n):
    fns = [lambda: n * 2]
    yield fns[0]()
    n += 1
    yield fns[0]()


def outer_free(k):
    return (x * k for x in range(3))


class Holder:
    def __init__(self, items):
        self.items = items

    def each(self, scale):
        for x in self.items:
            yield x * scale


print(list(pos(1, 2)), list(with_default(1)), list(with_default(1, b=2)))
print(list(star(1, 2, z=3)), list(captured(4)), list(outer_free(10)))
print(list(Holder([1, 2]).each(3)), [x for x in Holder((4,)).each(2)])
for bad in (lambda: pos(1), lambda: pos(1, 2, 3), lambda: pos(1, c=2)):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)

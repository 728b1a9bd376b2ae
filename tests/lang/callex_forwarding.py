# `f(*a)` and `f(*a, **m)` pass a and m to the call as they are (CALLEX C=1): a made a tuple
# only when it is none, m checked and read in place. Every kind of iterable and mapping, the
# error messages and their order, a mapping changed while the iterable runs, and forwarding
# decorators over functions, methods, classes, builtins and generators.
from collections import Counter, OrderedDict, defaultdict


def show(*args, **kwargs):
    return args, sorted(kwargs.items())


def pos(a, b=2, *rest, c=3, **kw):
    return a, b, rest, c, sorted(kw.items())


def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


def gen(n):
    yield from range(n)


class Seq:
    def __iter__(self):
        return iter('xy')


class T(tuple):
    pass


sources = [lambda: (1, 2), lambda: [3, 4], lambda: range(3), lambda: 'ab',
           lambda: {'k': 1, 'j': 2}, lambda: gen(2), Seq, lambda: T((7, 8)),
           lambda: iter([9]), lambda: (), lambda: [], lambda: b'hi']
for make in sources:
    print(show(*make()), show(*make(), **{}), pos(0, *make()), pos(*make(), **{'a': 0})
          if not list(make()) else pos(*make(), **{'c': 0}))
maps = [{}, {'x': 1}, OrderedDict(y=2), Counter(z=3), defaultdict(int, w=4)]
for m in maps:
    print(show(*(1,), **m), show(*[], **m), type(m).__name__, dict(m))

attempt('noniter', lambda: show(*5))
attempt('noniter-kw', lambda: show(*5, **{}))
attempt('nonmap', lambda: show(*(), **5))
attempt('both-bad', lambda: show(*5, **5))
attempt('nonstr-key', lambda: show(*(), **{1: 2}))
attempt('multiple', lambda: pos(*(1, 2), **{'b': 5}))
attempt('unexpected', lambda: (lambda a: a)(*(1,), **{'zz': 1}))
five = 5
attempt('not-callable', lambda: five(*(1,), **{}))
attempt('too-many', lambda: (lambda x: x)(*(1, 2)))
attempt('missing', lambda: (lambda x, y: x)(*[1]))
attempt('gen-raises', lambda: show(*(1 // 0 for _ in range(1))))

m = {'k': 1}


def mutating():
    m['late'] = 2
    yield 'item'


print(show(*mutating(), **m), sorted(m))
m2 = {'k': 1}
keep = m2
print(show(*[1], **m2), m2 is keep, m2)


def deco(fn):
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper


def deco_pos(fn):
    def wrapper(*args):
        return fn(*args)
    return wrapper


@deco
def scale(x, factor=2, offset=0):
    return x * factor + offset


class Box:
    @deco
    def __init__(self, v, w=1):
        self.v = v * w

    @deco_pos
    def get(self, extra=0):
        return self.v + extra

    @staticmethod
    @deco
    def st(a, b=0):
        return a - b


@deco
def countdown(n):
    while n:
        yield n
        n -= 1


total = 0
for i in range(2000):
    total += scale(i) + scale(i, 3) + scale(i, offset=1) + scale(x=i, factor=1)
print(total, Box(3).v, Box(3, w=4).get(), Box(2).get(5), list(countdown(4)))
print(deco(max)(*[3, 9, 2], key=lambda v: -v), deco(sorted)(*[[3, 1, 2]], reverse=True),
      deco(dict)(*[[('a', 1)]], b=2), deco(print)(*['p', 'q'], **{'sep': '-'}))
print(deco(Box.st)(5, b=1), deco_pos(int)(*['ff', 16]), deco_pos(str.upper)('abc'))
args = (1, 2)
print(show(*args) == (args, []), show(*args)[0] == args)

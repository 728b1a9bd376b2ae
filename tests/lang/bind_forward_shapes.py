# Functions whose only parameters are *args (and **kwargs): called positionally, with
# keywords, as methods (self first in args), from C (sorted's key, map), through CALLEX,
# partial and lru_cache, as generators, with the parameters captured by closures, and the
# errors of keywords a *args-only function cannot take.
import functools


def fw(*args, **kwargs):
    return args, sorted(kwargs.items())


def only(*args):
    return args


def capture(*args, **kwargs):
    def inner():
        return len(args), list(kwargs)
    args = args + ('late',)
    return inner


def gen(*args, **kwargs):
    for a in args:
        yield a
    yield from sorted(kwargs)


class K:
    def m(*args, **kwargs):
        return len(args), args[1:], kwargs

    def n(*args):
        return args[1:]

    @classmethod
    def c(*args):
        return args[0].__name__, args[1:]

    @staticmethod
    def s(*args, **kw):
        return args, kw


def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


k = K()
print(fw(), fw(1), fw(1, 2, a=3), fw(b=1, a=2), fw(*[1, 2], **{'z': 0}), only(), only(1, 2))
print(k.m(), k.m(1, x=2), K.m(k, 3), k.n(4, 5), K.c(6), k.c(), k.s(1, q=2), K.s())
print(capture(1, 2, a=3)(), list(gen(3, 4, b=1, a=2)), list(map(only, [1, 2])),
      sorted([3, 1, 2], key=only), list(map(fw, 'ab', 'cd')))
print(functools.partial(fw, 1, x=1)(2, y=2), functools.partial(only, 0)(*range(3)))
print(functools.lru_cache(maxsize=None)(only)(5, 6), functools.reduce(lambda a, b: a + only(b), [1, 2], ()))
attempt('kw-to-args-only', lambda: only(1, x=2))
attempt('kw-to-method', lambda: k.n(x=1))
attempt('kw-via-star', lambda: only(**{'y': 1}))
total = 0
for i in range(3000):
    total += len(fw(i, i)[0]) + len(fw(i, key=i)[1]) + len(only(i, i, i)) + k.m(i)[0]
print(total)

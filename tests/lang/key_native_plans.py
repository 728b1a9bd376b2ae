# Sort and min/max keys that are no Python function, resolved once per call (np_call_plan):
# itemgetter and attrgetter (tuples, lists, dicts, negative and bad indexes), builtins, bound
# and unbound builtin methods, lru_cache wrappers, partial objects, classes, callable
# instances, and a partial subclass whose __call__ a key replaces in the middle of a sort.
import functools
from collections import namedtuple
from operator import attrgetter, itemgetter

rows = [(3, 'c', 2.5), (1, 'a', 9.0), (2, 'b', -1.0), (1, 'z', 0.0), (3, 'a', 2.5)]
lists = [list(r) for r in rows]
dicts = [{'n': r[0], 's': r[1], 'f': r[2]} for r in rows]
P = namedtuple('P', 'n s f')
named = [P(*r) for r in rows]


def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


for key in [itemgetter(0), itemgetter(-1), itemgetter(1, 0), itemgetter(-3, 2), itemgetter(2)]:
    print(sorted(rows, key=key), sorted(lists, key=key)[0], sorted(named, key=key)[-1],
          min(rows, key=key), max(lists, key=key))
print(sorted(dicts, key=itemgetter('s', 'n')), max(dicts, key=itemgetter('f'))['s'])
attempt('index', lambda: sorted(rows, key=itemgetter(3)))
attempt('neg-index', lambda: min(lists, key=itemgetter(-4)))
attempt('missing', lambda: sorted(dicts, key=itemgetter('q')))
attempt('str-index', lambda: sorted(rows, key=itemgetter('x')))
attempt('bool-index', lambda: sorted(rows, key=itemgetter(True)))
print(sorted(named, key=attrgetter('s', 'f')), max(named, key=attrgetter('f')).s)
words = ['Pear', 'apple', 'fig', 'Banana', 'cherry', 'date']
counts = {'Pear': 3, 'apple': 1, 'fig': 7, 'Banana': 2, 'cherry': 5, 'date': 4}
print(sorted(words, key=len), sorted(words, key=str.lower), sorted(words, key=counts.get),
      min(words, key=len), max(words, key=counts.__getitem__), sorted([-3, 1, -2], key=abs))
attempt('unbound-wrong', lambda: sorted([1, 'a'], key=str.lower))
attempt('builtin-raises', lambda: sorted([[1], 2], key=len))


@functools.lru_cache(maxsize=2)
def weight(w):
    return (len(w), w[::-1])


print(sorted(words * 2, key=weight), weight.cache_info(), min(words, key=weight))
print(sorted(words, key=functools.partial(counts.get)), max(rows, key=functools.partial(sum, ())
                                                              .func if False else itemgetter(2)))
print(sorted(['10', '9', '100'], key=int), sorted([2.5, 1, True], key=float), max('hello', key=ord))


class Rank:
    def __init__(self, order):
        self.order = order

    def __call__(self, w):
        return self.order.index(w[0].lower())


print(sorted(words, key=Rank('fdcbap')), min(words, key=Rank('cfdbap')))


class Pt(functools.partial):
    pass


seen = []


def by_value(v):
    seen.append(v)
    if len(seen) == 3:
        Pt.__call__ = lambda self, x: -x
    return x_key(v)


def x_key(v):
    return v % 10


print(sorted([15, 21, 33, 47, 52, 68], key=Pt(by_value)), seen)
print(min([15, 21, 33], key=Pt(x_key)), max([4, 9, 1], key=functools.partial(x_key)))

# groupby keys, map and filter functions that are no Python function.
from itertools import groupby

recs = sorted(dicts, key=itemgetter('n', 's'))
print([(k, [r['s'] for r in g]) for k, g in groupby(recs, key=itemgetter('n'))])
print([(k, len(list(g))) for k, g in groupby(sorted(named), key=attrgetter('n'))])
print([(k, list(g)) for k, g in groupby(['a', 'bb', 'cc', 'd'], key=len)])
print(list(map(itemgetter(1), rows)), list(map(abs, [-1, 2, -3])), list(map(str.upper, 'ab')),
      list(filter(counts.get, ['fig', 'none', 'date'])), sum(map(len, words)))
attempt('map-raises', lambda: list(map(itemgetter(9), rows)))
seen.clear()
print(list(map(Pt(by_value), [15, 21, 33, 47])), seen)


class Pg(functools.partial):
    pass


def grouper(v):
    if v == 3:
        Pg.__call__ = lambda self, x: 'late'
    return v // 2


print([(k, list(g)) for k, g in groupby([1, 2, 3, 4, 5], key=Pg(grouper))])

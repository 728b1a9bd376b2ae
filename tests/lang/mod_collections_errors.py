from collections import namedtuple, deque, OrderedDict, Counter, defaultdict, ChainMap
for bad in [lambda: namedtuple('P', 'x x'), lambda: namedtuple('P', 'x _y'), lambda: namedtuple('P', 'x def'),
            lambda: namedtuple('1P', 'x'), lambda: namedtuple('P', 'x', defaults=[1, 2])]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
P = namedtuple('P', 'x y')
for bad in [lambda: P(1, x=2), lambda: P(1, 2, z=3), lambda: P(), lambda: P._make([1]), lambda: P(1, 2)._replace(z=1)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(P(1, 2)._replace(y=9), P(x=3, y=4), namedtuple('R', 'a, b', rename=True)(1, 2))
print(namedtuple('S', ['a', 'def', '_c'], rename=True)._fields)
d = deque([1, 2, 3])
for bad in [lambda: d[5], lambda: d['a'], lambda: d.remove(9), lambda: d.index(9), lambda: deque(maxlen=-1)]:
    try:
        bad()
    except (ValueError, TypeError, IndexError) as e:
        print(type(e).__name__, e)
try:
    for x in d:
        d.append(x)
except RuntimeError as e:
    print(e)
print(d, d == deque([1, 2, 3, 1]), d + deque([7]), 2 in d, d.count(1), list(reversed(d)))
try:
    OrderedDict().popitem()
except KeyError as e:
    print(type(e).__name__, e)
try:
    OrderedDict(a=1).move_to_end('z')
except KeyError as e:
    print(type(e).__name__, e)
c = Counter(a=1)
del c['zz']
c['b'] += 2
print(c, 'zz' in c)
try:
    defaultdict()['k']
except KeyError as e:
    print(type(e).__name__, e)
cm = ChainMap({'a': 1}, {'b': 2})
try:
    del cm['b']
except KeyError as e:
    print(type(e).__name__, e)
try:
    cm['zz']
except KeyError as e:
    print(type(e).__name__, e)
print(cm.new_child({'z': 0}), cm.get('b'), cm.get('q', 5), dict(cm.items()))

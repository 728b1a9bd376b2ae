# Differential test of pprint's public API (session 12 rewrite): widths, nesting, depth,
# compact, sort_dicts, indent, underscore_numbers, saferepr/isreadable/isrecursive, errors,
# and seeded random nested structures at many widths.
import pprint
import random
import io

data = {'alpha': [1, 2, 3, {'x': (4, 5, 6), 'y': 'a string ' * 6}],
        'beta': {'gamma': list(range(30)), 'delta': ('t',) * 3},
        'eps': frozenset(), 'zeta': set(), 'eta': (1,), 'theta': [], 'iota': {}}
for w in (1, 10, 20, 40, 60, 80, 120):
    print('--- width', w)
    print(pprint.pformat(data, width=w))
print(pprint.pformat(data, depth=1))
print(pprint.pformat(data, depth=2, width=30))
print(pprint.pformat(data, indent=4, width=40))
print(pprint.pformat(list(range(50)), compact=True, width=30))
print(pprint.pformat([[i] * i for i in range(8)], compact=True, width=20))
print(pprint.pformat({'b': 1, 'a': 2, 'c': [3] * 30}, sort_dicts=False))
print(pprint.pformat({3: 'x', 'a': 1, 2.5: None, (1,): 2}, width=20))
print(pprint.pformat(12345678901, underscore_numbers=True))
print(pprint.pformat([12345678901, 1.5], underscore_numbers=True, width=10))
print(pprint.pformat('word ' * 40, width=30))
print(pprint.pformat(['word ' * 20, b'bytes' * 20], width=30))
print(pprint.pformat(bytearray(b'abcdefgh' * 8), width=30))
print(pprint.pformat(((((1,),),),), depth=2))
print(pprint.pformat(('a' * 30, 'b' * 30), width=40))
print(pprint.pformat(set(range(20)), width=30))
print(pprint.pformat(frozenset(range(20)), width=30))
print(pprint.pformat(set(), width=30), pprint.pformat(frozenset()))
print(pprint.pformat(range(10)), pprint.pformat(None), pprint.pformat(1.25))
s = io.StringIO()
pprint.pprint({'k': list(range(40))}, stream=s, width=50)
print(s.getvalue(), end='')
pprint.pprint([1, 2, 3])
pprint.pp({'z': 1, 'a': [2] * 40})
pprint.pp({'z': 1, 'a': 2}, sort_dicts=True)
r = [1, 2]
r.append(r)
print(pprint.saferepr(r).startswith('[1, 2, <Recursion on list with id='))
print(pprint.isrecursive(r), pprint.isreadable(r))
print(pprint.isreadable([1, 'a', (2.5, None)]), pprint.isreadable(object()))
print(pprint.isrecursive([1, [2]]))
print(pprint.saferepr({'b': 1, 'a': [1, 2]}), pprint.saferepr('x' * 5))
pp = pprint.PrettyPrinter(indent=2, width=30, depth=3)
print(pp.pformat({'a': {'b': {'c': {'d': 1}}}, 'e': list(range(12))}))
print(pp.isreadable([1]), pp.isrecursive([1]))
pp.pprint(('x',) * 12)
for bad in ({'indent': -1}, {'depth': 0}, {'width': 0}, {'depth': -2}):
    try:
        pprint.PrettyPrinter(**bad)
    except ValueError as e:
        print('ValueError', e)
try:
    pprint.PrettyPrinter(compact=True, sort_dicts=False, underscore_numbers=True, bogus=1)
except TypeError as e:
    print('TypeError')


class L(list):
    pass


class D(dict):
    pass


print(pprint.pformat(L(range(30)), width=40))
print(pprint.pformat(D(a=list(range(30))), width=40))
rng = random.Random(12)


def make(d):
    k = rng.randrange(6)
    if d > 3 or k == 0:
        return rng.choice([rng.randrange(-10**6, 10**6), 'str%d' % rng.randrange(100),
                           None, True, 2.5, 'long text ' * rng.randrange(1, 5)])
    n = rng.randrange(0, 6)
    if k == 1:
        return [make(d + 1) for _ in range(n)]
    if k == 2:
        return tuple(make(d + 1) for _ in range(n))
    if k == 3:
        return {'k%d' % rng.randrange(50): make(d + 1) for _ in range(n)}
    if k == 4:
        return {rng.randrange(100) for _ in range(n)}
    return [make(d + 1)]


for i in range(25):
    obj = make(0)
    w = rng.choice([8, 15, 25, 40, 80])
    print(pprint.pformat(obj, width=w, compact=bool(i % 2), depth=rng.choice([None, 2, 4])))
from collections import OrderedDict, defaultdict, Counter, deque
for w in (5, 12, 20, 33, 50):
    print('=== width', w)
    print(pprint.pformat(b'abcdefghijklmnop' * 3, width=w))
    print(pprint.pformat([b'abcdefghijklmnopq' * 2], width=w))
    print(pprint.pformat({'k': bytearray(b'0123456789ab' * 3)}, width=w))
    print(pprint.pformat('line one\nline two is longer than that\n\nend ' * 2, width=w))
    print(pprint.pformat(['  leading spaces and   gaps  ' * 2], width=w))
    print(pprint.pformat(OrderedDict((str(i), i) for i in range(6)), width=w))
    print(pprint.pformat(defaultdict(list, {'a': [1, 2, 3], 'b': list(range(8))}), width=w))
    print(pprint.pformat(Counter('abracadabra alakazam'), width=w))
    print(pprint.pformat(deque(range(12)), width=w))
    print(pprint.pformat(deque(range(12), maxlen=15), width=w))
    print(pprint.pformat([(1,), ('solo element tuple',)], width=w))
    print(pprint.pformat({'n': {'m': list(range(10))}}, indent=3, width=w))
    print(pprint.pformat([list(range(6))] * 3, indent=2, width=w, compact=True))
    print(pprint.pformat(Counter(), width=w), pprint.pformat(deque(), width=w),
          pprint.pformat(OrderedDict(), width=w), pprint.pformat(defaultdict(int), width=w))
print(pprint.pformat([], width=1), pprint.pformat({}, width=1), pprint.pformat((), width=1))
print(pprint.pformat([[]], width=1, indent=3))


class R(list):
    def __repr__(self):
        return 'R<%d>' % len(self)


class I(int):
    pass


class T(tuple):
    pass


print(pprint.pformat([R(range(50)), I(12345678), T(range(30))], width=30,
                     underscore_numbers=True))


class Shout(pprint.PrettyPrinter):
    def format(self, object, context, maxlevels, level):
        if isinstance(object, str):
            return repr(object.upper()), True, False
        return pprint.PrettyPrinter.format(self, object, context, maxlevels, level)


print(Shout(width=20).pformat({'key': ['abc', 'def', ('ghi', 1)]}))
print(pprint.isreadable(''), pprint.isreadable(float('inf')), pprint.saferepr({1: {2: {3: 4}}}))
print(pprint.PrettyPrinter(depth=1).isreadable([[1]]), pprint.PrettyPrinter().isrecursive(r))
d = {'self': None}
d['self'] = d
print(pprint.pformat(d).startswith("{'self': <Recursion on dict with id="))
nested = [1, [2, [3, [4, [5]]]]]
for dep in (1, 2, 3):
    print(pprint.pformat(nested, depth=dep), pprint.pformat({'a': nested}, depth=dep, width=10))

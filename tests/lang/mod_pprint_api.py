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

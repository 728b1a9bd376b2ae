# defaultdict.default_factory is writable after creation (any value, None included), on
# defaultdict and on its subclasses; other attribute stores on a defaultdict still fail.
from collections import defaultdict
d = defaultdict(list)
d['a'].append(1)
d.default_factory = int
print(d['z'], d.default_factory, dict(d))
d.default_factory = None
print(d.default_factory, repr(d))
try:
    d['q']
except KeyError as e:
    print('KeyError', e)
d.default_factory = 3
try:
    d['x']
except TypeError as e:
    print(e)
d.default_factory = lambda: 'L'
print(d['y'], sorted(d))
try:
    d.other = 1
except AttributeError as e:
    print(e)
class DD(defaultdict):
    pass
x = DD(int)
print(x['q'])
x.default_factory = str
print(repr(x['a']), x.default_factory, x.copy().default_factory)
x.foo = 1
print(x.foo, sorted(x.items()))
big = defaultdict(int)
for i in range(2000):
    big.default_factory = (lambda i=i: [i])
    big[i]
print(len(big), big[1999], big[0])

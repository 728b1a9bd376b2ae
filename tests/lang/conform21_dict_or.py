# dict |= any mapping or iterable of pairs (dict.update's rules); OrderedDict and defaultdict | dict
# keep their class (CPython's odict_or, defdict_or).
from collections import OrderedDict, defaultdict, deque, ChainMap, Counter
import heapq
def t(f):
    try: print(repr(f()))
    except Exception as e: print(type(e).__name__, e)
o = OrderedDict([('a', 1), ('b', 2), ('c', 3)])
o.move_to_end('a'); print(o); o.move_to_end('c', last=False); print(o, list(o.keys()), list(reversed(o)))
print(o.popitem(), o.popitem(last=False), o)
t(lambda: OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1)); t(lambda: OrderedDict(a=1, b=2) == dict(b=2, a=1)); t(lambda: dict(b=2, a=1) == OrderedDict(a=1, b=2))
t(lambda: OrderedDict().popitem()); t(lambda: OrderedDict().move_to_end('x'))
t(lambda: OrderedDict(a=1) | {'b': 2}); t(lambda: {'b': 2} | OrderedDict(a=1)); t(lambda: repr(OrderedDict()))
od = OrderedDict.fromkeys('xyz', 0); print(od, type(od).__name__)
od2 = od.copy(); od2['x'] = 5; print(od, od2)
d = defaultdict(list); d['a'].append(1); print(d, repr(defaultdict(int)), defaultdict(lambda: 'z')['q'] if False else '', dict(d))
t(lambda: defaultdict(None)['x']); t(lambda: defaultdict(5)); t(lambda: defaultdict(int, {'a': 1}, b=2))
dd = defaultdict(set); dd[1].add(2); dd2 = dd.copy(); print(dd2, type(dd2).__name__, dd2.default_factory)
q = deque([1, 2, 3], maxlen=3); q.append(4); q.appendleft(0); print(q, q.maxlen); q.rotate(1); print(q); q.rotate(-2); print(q)
t(lambda: deque().pop()); t(lambda: deque().popleft()); t(lambda: deque([1, 2]).index(5)); t(lambda: deque([1,2,3])[1]); t(lambda: deque([1,2,3])[-5])
q2 = deque('abc'); q2.extendleft('xy'); print(q2, q2.count('a'), len(q2), list(reversed(q2)), q2 == deque('yxabc'), q2 < deque('z'))
q2.remove('x'); q2.insert(1, 'I'); print(q2, q2.copy(), deque(q2, 2), q2 * 2 if True else 0, q2 + deque('k'))
t(lambda: deque([1], maxlen=-1)); t(lambda: q2.insert(0, 'full') if False else deque([1,2], maxlen=2).insert(0, 3))
cm = ChainMap({'a': 1}, {'a': 2, 'b': 3}); print(cm['a'], cm['b'], len(cm), sorted(cm), cm.maps, cm.new_child({'c': 4})['c'], cm.parents)
cm['z'] = 9; print(cm.maps[0]); t(lambda: cm.__delitem__('b'))
h = [5, 1, 4, 1, 3]; heapq.heapify(h); print(h, heapq.heappop(h), heapq.nsmallest(2, h), heapq.nlargest(2, h), heapq.heappushpop(h, 0), heapq.heapreplace(h, 9), h)
print(list(heapq.merge([1, 4], [2, 3], [0])), list(heapq.merge(['b', 'a'], ['c'], key=str.upper, reverse=True)), heapq.nlargest(2, ['aa', 'b', 'ccc'], key=len), heapq.nsmallest(3, [3, 1, 2, 1], key=lambda v: -v))
t(lambda: heapq.heappop([])); t(lambda: heapq.heappush([1, 'a'], 2)); t(lambda: heapq.heapify((1,)))
c = Counter('abcabcaab'); print(c.most_common(), c.most_common(2), list(c.elements()), c.total(), c['z'], Counter('ba').most_common())
print(Counter({'x': 2, 'y': 2, 'z': 3}).most_common(2), Counter(a=1) == Counter(a=1.0), Counter(a=0) == Counter())
from collections import OrderedDict, defaultdict, Counter
def t(f):
    try: r = f(); print(type(r).__name__, repr(r))
    except Exception as e: print(type(e).__name__, e)
for C in (OrderedDict, defaultdict, Counter):
    mk = (lambda: C(int, {'a': 1})) if C is defaultdict else (lambda: C({'a': 1}))
    t(lambda: mk() | {'b': 2}); t(lambda: {'b': 2} | mk()); t(lambda: mk() | mk()); t(lambda: mk() | 5); t(lambda: 5 | mk())
    x = mk(); y = x; x |= {'c': 3}; print(type(x).__name__, x, x is y)
    x = mk(); x |= [('d', 4)] if C is not Counter else {'d': 4}; print(x)
    t(lambda: mk().copy()); t(lambda: mk() == {'a': 1})
class OD(OrderedDict): pass
t(lambda: OD(a=1) | {'b': 2}); t(lambda: {'b': 2} | OD(a=1))
class DD(defaultdict): pass
t(lambda: DD(int, a=1) | {'b': 2})
def t(f):
    try: r = f(); print(type(r).__name__, repr(r))
    except Exception as e: print(type(e).__name__, e)
d = {'a': 1}; e = d; d |= [('b', 2)]; print(d, d is e)
d |= (('c', 3),); print(d)
d |= zip('xy', range(2)); print(d)
class M:
    def keys(self): return ['k']
    def __getitem__(self, k): return k * 2
d |= M(); print(d)
for bad in [5, [1], ['abc'], [('a',)], None, 'ab']:
    def f():
        x = {}
        x |= bad
        return x
    t(f)
t(lambda: {} | [('a', 1)])
class D(dict): pass
x = D(a=1); x |= [('q', 0)]; print(type(x).__name__, x)
from collections import Counter
c = Counter(a=1); c |= Counter(a=3, b=1); print(c)

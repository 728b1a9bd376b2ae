# deque, OrderedDict and defaultdict are C types in CPython: messages name them
# 'collections.deque' (their tp_name), and a deque takes no new attributes (a subclass's does).
from collections import deque, OrderedDict, defaultdict, Counter

d = deque([1]); o = OrderedDict(a=1); dd = defaultdict(int); c = Counter('ab')
checks = [
    lambda: d + 1, lambda: o + 1, lambda: dd + 1, lambda: c + 1, lambda: 1 + d,
    lambda: d < 1, lambda: o < 1, lambda: hash(d), lambda: hash(o), lambda: hash(dd),
    lambda: d.foo, lambda: o.foo, lambda: dd.foo, lambda: c.foo, lambda: d(), lambda: dd(),
    lambda: deque.append(1, 2), lambda: OrderedDict.move_to_end(1, 2),
    lambda: defaultdict.__missing__(1, 2), lambda: deque.popleft(), lambda: int(d),
    lambda: float(o), lambda: -d, lambda: ~o, lambda: next(d), lambda: [1][d],
    lambda: {d: 1}, lambda: {o}, lambda: sorted([d, 1]), lambda: max(o, 1),
    lambda: abs(dd), lambda: round(d), lambda: '%d' % d, lambda: format(d, 'x'),
    lambda: f'{o:x}', lambda: vars(d),
]
for f in checks:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(repr(deque.append), repr(OrderedDict.move_to_end), repr(defaultdict.__missing__))

for name in ('x', 'maxlen2'):
    try:
        setattr(d, name, 1)
        print('set', name)
    except AttributeError as e:
        print(e)


class D(deque):
    pass


e = D([3])
e.tag = 'x'
print(e.tag, e, len(e), type(e).__name__)
try:
    hash(e)
except TypeError as ex:
    print(ex)


class E(deque):
    __slots__ = ('a',)


f = E([1])
f.a = 2
print(f.a, f)
try:
    f.b = 3
except AttributeError as ex:
    print(ex)
d.append(3); d.appendleft(0); d.rotate(1)
print(d, d.maxlen, d.copy(), d * 2, deque(d, maxlen=2))
# deque's maxlen is converted as a C ssize_t: CPython's words.
for m in ('x', 1.5, True, None, 2 ** 70, -1):
    try:
        print(deque("ab", m), deque("ab", m).maxlen)
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)

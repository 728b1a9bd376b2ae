# operator's public API against CPython 3.11: each function on a few operand kinds, the
# in-place forms, the sequence helpers, the three callables' results and reprs, and errors.
import operator as op


def attempt(label, f, *args, **kw):
    try:
        print(label, repr(f(*args, **kw)))
    except Exception as e:
        print(label, type(e).__name__, e)


pairs = [(7, 3), (-7, 2), (2.5, 0.5), (True, 3), (10 ** 20, 7)]
names = ['add', 'sub', 'mul', 'truediv', 'floordiv', 'mod', 'pow', 'lt', 'le', 'eq', 'ne',
         'gt', 'ge', 'and_', 'or_', 'xor', 'lshift', 'rshift']
for name in names:
    f = getattr(op, name)
    for a, b in pairs:
        attempt(name, f, a, b)
for name in ['neg', 'pos', 'abs', 'inv', 'invert', 'not_', 'truth', 'index']:
    for a in [5, -2, 0, True, 2.5, '']:
        attempt(name, getattr(op, name), a)
for name in ['iadd', 'isub', 'imul', 'itruediv', 'ifloordiv', 'imod', 'ipow', 'iand', 'ior',
             'ixor', 'ilshift', 'irshift', 'iconcat']:
    attempt(name, getattr(op, name), 12, 5)
    lst = [1, 2]
    attempt(name + '-list', getattr(op, name), lst, [3])
    print(lst)
attempt('iconcat-int', op.iconcat, 1, 2)
attempt('concat-int', op.concat, 1, 2)
attempt('concat-str', op.concat, 'ab', 'cd')
attempt('concat-mixed', op.concat, [1], (2,))
attempt('is_', op.is_, None, None)
attempt('is_not', op.is_not, None, 0)
attempt('contains', op.contains, 'abc', 'b')
attempt('countOf', op.countOf, [1, 2, 1, 1.0, True], 1)
attempt('countOf-gen', op.countOf, (x % 3 for x in range(10)), 0)
attempt('indexOf', op.indexOf, 'abcb', 'b')
attempt('indexOf-missing', op.indexOf, [1, 2], 5)
attempt('getitem', op.getitem, {'a': 1}, 'a')
attempt('getitem-slice', op.getitem, [1, 2, 3, 4], slice(1, 3))
attempt('getitem-missing', op.getitem, {}, 'k')
d = {}
op.setitem(d, 'x', 1)
op.setitem(d, 'y', 2)
op.delitem(d, 'x')
print(d)
attempt('delitem-missing', op.delitem, d, 'z')
attempt('length_hint', op.length_hint, [1, 2, 3])
attempt('length_hint-default', op.length_hint, (x for x in 'ab'), 7)
attempt('length_hint-bad', op.length_hint, 5, 'x')
attempt('index-float', op.index, 2.0)
attempt('call', op.call, max, 3, 9, key=lambda v: -v)

ig = op.itemgetter(2)
print(ig('abcdef'), ig, op.itemgetter(1, 0)([7, 8]), op.itemgetter('k')({'k': 5}))
print(op.itemgetter(slice(1, 3))('hello'), repr(op.itemgetter(0, 'a', 2.5)))
attempt('itemgetter-missing', op.itemgetter(5), [1])


class Node:
    def __init__(self, v, nxt=None):
        self.v = v
        self.nxt = nxt

    def scaled(self, k, plus=0):
        return self.v * k + plus


n = Node(1, Node(2, Node(3)))
print(op.attrgetter('v')(n), op.attrgetter('nxt.nxt.v')(n), op.attrgetter('v', 'nxt.v')(n))
print(repr(op.attrgetter('a.b', 'c')), repr(op.attrgetter('v')))
attempt('attrgetter-int', op.attrgetter, 5)
attempt('attrgetter-missing', op.attrgetter('nxt.nope'), n)
mc = op.methodcaller('scaled', 10, plus=4)
print(mc(n), repr(mc), repr(op.methodcaller('strip')), repr(op.methodcaller('f', 'x', 2, a=[1])))
attempt('methodcaller-int', op.methodcaller, 3)
attempt('methodcaller-missing', op.methodcaller('nope'), n)
print(sorted([Node(3), Node(1), Node(2)], key=op.attrgetter('v'))[0].v)
print(list(map(op.itemgetter(0), [(1, 2), (3, 4)])), list(map(op.mul, [1, 2], [3, 4])))
attempt('itemgetter-none', op.itemgetter)
attempt('attrgetter-none', op.attrgetter)
attempt('methodcaller-none', op.methodcaller)
print(repr(op.methodcaller('f', name=1)), op.methodcaller('scaled', 2, plus=1)(n))


class Idx:
    def __index__(self):
        return 4


class BadIdx:
    def __index__(self):
        return 'x'


attempt('index-user', op.index, Idx())
attempt('index-bad', op.index, BadIdx())
attempt('indexOf-iter', op.indexOf, iter([5, 6, 7, 8]), 6)
it = iter([5, 6, 7, 8])
op.indexOf(it, 6)
print(next(it))

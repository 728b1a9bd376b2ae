import operator
from operator import itemgetter, attrgetter, methodcaller
print(operator.add(1, 2), operator.sub(5, 3), operator.mul(2, 4), operator.truediv(7, 2), operator.floordiv(7, 2))
print(operator.mod(7, 3), operator.pow(2, 10), operator.neg(3), operator.pos(-3), operator.abs(-4))
print(operator.not_(0), operator.truth(5), operator.eq(1, 1), operator.ne(1, 2), operator.lt(1, 2), operator.le(2, 2), operator.gt(1, 2), operator.ge(3, 2))
print(operator.and_(6, 3), operator.or_(6, 3), operator.xor(6, 3), operator.lshift(1, 4), operator.rshift(32, 2), operator.invert(5))
l = [1, 2, 3]; operator.setitem(l, 0, 9); operator.delitem(l, 1); print(l, operator.getitem(l, 1), operator.contains(l, 9), operator.concat([1], [2]), operator.index(7))
g = itemgetter(1); print(g([5, 6, 7]), itemgetter(0, 2)('abc'), g, itemgetter('a', 'b'))
rows = [('b', 2), ('a', 2), ('c', 1)]
print(sorted(rows, key=itemgetter(1, 0)))
class P:
    def __init__(self): self.x = 1; self.child = self
print(attrgetter('x')(P()), attrgetter('child.x', 'x')(P()), attrgetter('x'))
try:
    attrgetter('nope')(P())
except AttributeError as e:
    print(e)
m = methodcaller('split', ','); print(m('a,b'), methodcaller('replace', 'a', 'b')('aaa'), methodcaller('split', ',', maxsplit=1))
try:
    operator.truediv(1, 0)
except ZeroDivisionError as e:
    print(e)

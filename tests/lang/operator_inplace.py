# operator's in-place functions, call and length_hint (user classes and sized objects).
import operator
a = [1]
print(operator.iconcat(a, [2]), a, operator.iand(6, 3), operator.ior(4, 1), operator.ixor(5, 1), operator.ifloordiv(7, 2),
      operator.imod(7, 3), operator.ipow(2, 10), operator.ilshift(1, 4), operator.irshift(256, 2), operator.itruediv(1, 4))
s = {1, 2}
print(operator.iand(s, {2, 3}), s, operator.ior(s, {9}), s)
print(operator.call(max, 3, 9, key=lambda x: -x), operator.call(len, 'abc'))
class H:
    def __length_hint__(self): return 7
class N:
    def __length_hint__(self): return NotImplemented
print(operator.length_hint([1, 2, 3]), operator.length_hint('ab'), operator.length_hint(H()), operator.length_hint(N(), 4), operator.length_hint(5, 2))
for bad in [lambda: operator.iconcat(1, [2]), lambda: operator.length_hint([], 'x')]:
    try:
        bad()
    except TypeError as e:
        print('TypeError', e)

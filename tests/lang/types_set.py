# set and frozenset: every method, pop order (CPython's moving finger), update from a dict
# (pre-sized table), operators, and error messages.
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

s = set(range(20))
print([s.pop() for _ in range(5)], s)
s.add(1)
s.add(100)
s.add(3)
print([s.pop() for _ in range(6)], sorted(s))
t = {5, 13, 21, 29}
out = []
while t:
    out.append(t.pop())
    if len(out) == 2:
        t.add(37)
print(out)
u = {1, 2, 3}
u.update({x: None for x in range(40, 60)})
print(u)
v = {"a"} if False else {100, 200}
v.update(dict.fromkeys([7, 15, 23, 31, 39]))
print(v)
a = {1, 2, 3, 4}
b = frozenset({3, 4, 5})
print(a.union(b, [9]), a.intersection(b, {4}), a.difference(b, [1]), a.symmetric_difference(b))
print(b.union(a), b.intersection([3]), b.difference(a), b.symmetric_difference([5, 6]))
print(a.issubset(range(10)), a.issuperset([1, 2]), a.isdisjoint("xy"), b.isdisjoint(a))
print(b.copy() is b, a.copy() == a, a.copy() is a, type(b.copy()).__name__)
c = set(a)
c.intersection_update([2, 3, 9], {3, 2})
print(c)
c.difference_update({2}, [7])
print(c)
c.symmetric_difference_update([3, 8, 8])
print(c)
c.discard(100)
c.remove(8)
print(c, len(c))
c.clear()
print(c, set(), frozenset(), frozenset([1, 2]))
print(a | b, a & b, a - b, a ^ b, b | a, b - a, a <= {1, 2, 3, 4, 5}, b < b, a >= {1})
show(lambda: set().pop())
show(lambda: {1}.remove(2))
show(lambda: {1}.remove([]))
show(lambda: {1}.add([]))
show(lambda: {1}.discard({}))
show(lambda: {1}.pop(1))
show(lambda: {1}.union(5))
show(lambda: {1}.issubset(5))
show(lambda: {1}.update(5))
show(lambda: {1}.intersection_update(3))
show(lambda: frozenset([1]).add(2))
show(lambda: {1} | [2])
show(lambda: {1} < [2])
show(lambda: hash({1}))
show(lambda: hash(frozenset([1, 2])) == hash(frozenset([2, 1])))
show(lambda: set(5))
show(lambda: set([1], [2]))
show(lambda: {1}.copy(1))
print({frozenset([1]): "x"}[frozenset([1])], {1, 2} == frozenset([1, 2]), set("hello") == set("ohle"))

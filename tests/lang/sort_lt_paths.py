# sorted()/list.sort() of instances of one class with a Python __lt__ call it directly
# (vm/np_list.c lt_py): results, NotImplemented, truth of other values, errors, and a class
# whose __lt__ changes during the sort.
class P:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        return self.v < other.v
    def __repr__(self):
        return "P(%r)" % (self.v,)

vals = [5, 3, 9, 1, 3, 7, 2, 8, 6, 4, 0, 11, 10, 12, 15, 14, 13, 17, 16, 19, 18, 20] * 3
ps = [P(v) for v in vals]
print(sorted(ps)[:6], sorted(ps, reverse=True)[:4])
ps.sort()
print([p.v for p in ps][::7])
print(sorted([P(1)]), sorted([P(2), P(1)]))

# Stability: equal keys keep their order.
tagged = [P(v % 3) for v in range(12)]
for i, t in enumerate(tagged):
    t.i = i
print([(t.v, t.i) for t in sorted(tagged)])

# __lt__ returning other values: their truth decides.
class Q:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        return [1] if self.v < other.v else ""
print([q.v for q in sorted([Q(3), Q(1), Q(2)])])

# NotImplemented goes on to the reflected __gt__, then TypeError.
class R:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        return NotImplemented
    def __gt__(self, other):
        return self.v > other.v
print([r.v for r in sorted([R(3), R(1), R(2)])])
class S:
    def __lt__(self, other):
        return NotImplemented
try:
    sorted([S(), S()])
except TypeError as e:
    print("TypeError", e)

# A default parameter; a __lt__ that raises on the n-th call.
class D:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other, flip=False):
        return (self.v < other.v) != flip
print([d.v for d in sorted([D(2), D(0), D(1)])])
count = [0]
class E:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        count[0] += 1
        if count[0] == 5:
            raise ArithmeticError("fifth compare")
        return self.v < other.v
es = [E(v) for v in [4, 2, 6, 1, 3, 5]]
try:
    es.sort()
except ArithmeticError as e:
    print("ArithmeticError", e, sorted(e.v for e in es))

# The class's __lt__ replaced during the sort: later comparisons use the new one.
class F:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        if self.v == 7:
            F.__lt__ = lambda a, b: a.v > b.v
        return self.v < other.v
print([f.v for f in sorted(F(v) for v in [3, 9, 7, 1, 8, 2, 6])])

# A subclass instance among the items: the general comparison (reflected first).
class G(P):
    def __gt__(self, other):
        return self.v * 10 > other.v
print(sorted([P(5), G(1), P(3)]))
# Mixed with ints: TypeError as np_lt raises it.
try:
    sorted([P(1), 2])
except TypeError as e:
    print("TypeError", e)
# The list changed by __lt__: ValueError after the sort.
lst = [P(2), P(1)]
class H(P):
    def __lt__(self, other):
        lst.append(0)
        return self.v < other.v
lst = [H(2), H(1), H(3)]
try:
    lst.sort()
except ValueError as e:
    print("ValueError", e)

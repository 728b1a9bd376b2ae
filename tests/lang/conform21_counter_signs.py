# Counter's unary +/- and the right operand's own elements compare counts with 0 as CPython does
# (count > 0, count < 0), so odd count types fail or call the same methods in the same order.
from collections import Counter
def tr(f):
    try: r = f(); print(type(r).__name__, r)
    except Exception as e: print(type(e).__name__, e)
a = Counter(a=3, b=0, c=-2, d=1)
b = Counter(a=1, b=2, c=-5, e=0)
import operator
for op in [operator.add, operator.sub, operator.or_, operator.and_]:
    tr(lambda: op(a, b))
    tr(lambda: op(b, a))
tr(lambda: +a); tr(lambda: -a); tr(lambda: +Counter()); tr(lambda: -Counter(x=0))
class C(Counter): pass
c = C(a=2, z=-1)
tr(lambda: c + a); tr(lambda: a + c); tr(lambda: c - a); tr(lambda: c | a); tr(lambda: c & a); tr(lambda: +c); tr(lambda: -c)
tr(lambda: a + {'a': 1})
tr(lambda: a + 1)
tr(lambda: a - None)
tr(lambda: a | [1])
tr(lambda: a & 'x')
x = Counter(a=1); y = x; x += Counter(a=2, b=-1); print(x, y, x is y)
x = Counter(a=1, q=-3); x -= Counter(a=2); print(x)
x = Counter(a=1, q=-3); x |= Counter(a=2, r=0); print(x)
x = Counter(a=5, q=-3); x &= Counter(a=2, q=1); print(x)
try:
    x += 5
except Exception as e: print(type(e).__name__, e)
print(Counter(a=1.5) + Counter(a=1), Counter(a=1.5) | Counter(a=2), Counter(a=True) + Counter(a=True))
print(Counter({1: 2, 1.0: 3}), Counter('abracadabra').most_common(3), Counter('abc').total())
print(Counter(a=1) == Counter(a=1, b=0), Counter(a=1) < Counter(a=2), Counter(a=1) <= Counter(a=1, b=0))
print(Counter(a=2, b=-1) >= Counter(a=1), Counter() > Counter())
d = Counter(a=1); d.subtract(a=3, b=1); print(d); d.update(['a', 'a']); print(d); d.update({'c': -1}); print(d)
print(repr(Counter()), repr(C()), repr(C(a=1)), str(Counter(x=2)))
print(sorted(Counter('hello').elements()), list(Counter(a=2, b=0, c=-1).elements()))
print(Counter('aab') + Counter('bc') == Counter('aabbc'))
print(Counter(a=3)['zz'], 'zz' in Counter(a=3))
del d['nope']; print(d)
print(Counter(a=3, b=1).most_common(), Counter(b=1, a=1).most_common(1))
class Num:
    def __init__(s, v): s.v = v
    def __add__(s, o): return Num(s.v + (o.v if isinstance(o, Num) else o))
    def __radd__(s, o): return Num(s.v + o)
    def __gt__(s, o): return s.v > o
    def __lt__(s, o): return s.v < o
    def __repr__(s): return f"Num({s.v})"
tr(lambda: Counter(a=Num(1)) + Counter(a=Num(2)))
tr(lambda: Counter(a=Num(1)) + Counter(b=Num(-2)))
tr(lambda: Counter(a='x') + Counter(a='y'))
tr(lambda: Counter(a='x') + Counter(b='y'))
tr(lambda: -Counter(a='x'))
tr(lambda: Counter(a=1).fromkeys('ab'))
tr(lambda: Counter(a=1, b=2) - Counter(a=1, b=2))
tr(lambda: Counter(a=2**70) + Counter(a=1))
tr(lambda: Counter(a=float('nan')) + Counter())
tr(lambda: list((Counter(b=1, a=2) + Counter(c=3, a=1)).items()))
tr(lambda: list((Counter(b=1, a=2) | Counter(c=3, a=1)).items()))
tr(lambda: list((Counter(b=1, a=2) & Counter(c=3, a=1, b=5)).items()))
log = []
class N:
    def __init__(s, v): s.v = v
    def __add__(s, o): log.append(('add', s.v, o)); return N(s.v + (o.v if isinstance(o, N) else o))
    def __radd__(s, o): log.append(('radd', s.v, o)); return N(s.v + o)
    def __sub__(s, o): log.append(('sub', s.v)); return N(s.v - (o.v if isinstance(o, N) else o))
    def __rsub__(s, o): log.append(('rsub', s.v, o)); return N(o - s.v)
    def __gt__(s, o): log.append(('gt', s.v)); return s.v > (o.v if isinstance(o, N) else o)
    def __lt__(s, o): log.append(('lt', s.v)); return s.v < (o.v if isinstance(o, N) else o)
    def __repr__(s): return f"N({s.v})"
for f in [lambda a, b: a + b, lambda a, b: a - b, lambda a, b: a | b, lambda a, b: a & b,
          lambda a, b: +a, lambda a, b: -a]:
    log.clear()
    a = Counter(x=N(1), y=N(-2)); b = Counter(y=N(3), z=N(-4), w=N(5))
    print(f(a, b), log)

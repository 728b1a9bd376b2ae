# dataclasses.make_dataclass: plain names, (name, type), (name, type, default/field), KW_ONLY,
# bases, namespace, decorator flags, a generator of specs, and CPython's errors for bad specs.
from dataclasses import make_dataclass, field, KW_ONLY, fields, asdict
P=make_dataclass('P',['x'])
print(P, P.__qualname__, P(1), P.__annotations__)
Q=make_dataclass('Q',[('a',int),('k',KW_ONLY),('b',int,field(default=2))], order=True)
print(Q(1,b=3), Q(1) < Q(2), [f.name for f in fields(Q)])
for bad in [['a','a'], [('a',)], [3], ['class'], ['1x'], [('a',int,3,4)], [(1, int)]]:
    try: make_dataclass('B', bad)
    except TypeError as e: print('TE', e)
try: make_dataclass(3, ['a'])
except TypeError as e: print('TE', e)
R = make_dataclass('R', ['a'], bases=(P,))
print(R(1,2), asdict(R(1, 2)))
G = make_dataclass('G', (n for n in 'abc'), frozen=True, eq=True)
print(G(1,2,3), hash(G(1,2,3)) == hash(G(1,2,3)), G(1,2,3) == G(1,2,3))
try: G(1,2)
except TypeError as e: print('TE', e)
try: make_dataclass('M', [('m', list, [])])
except ValueError as e: print('VE', e)
try: make_dataclass('D', [('a', int, 1), 'b'])
except TypeError as e: print('TE', e)
H = make_dataclass('H', [('v', int, field(default_factory=lambda: 7))], namespace={'twice': lambda s: s.v * 2, 'K': 3})
print(H(), H().twice(), H.K, isinstance(H(), H))

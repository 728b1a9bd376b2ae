# Enum.__members__ is a live read-only mappingproxy as in CPython; mappingproxy has no
# __setitem__/__delitem__ methods.
import enum
class Color(enum.Enum):
    RED = 1
    GREEN = 2
    ALIAS = 1
class Perm(enum.IntFlag):
    R = 4
    W = 2
    X = 1
m = Color.__members__
print(m)
print(type(m).__name__, len(m), list(m), m['ALIAS'], 'RED' in m, m.get('BLUE'))
print(list(m.items()))
print(Perm.__members__)
print(Perm(6), Perm.__members__.keys())
try:
    m['X'] = 3
except TypeError as e: print(e)
try:
    del m['RED']
except TypeError as e: print(e)
print(dict(m) == {'RED': Color.RED, 'GREEN': Color.GREEN, 'ALIAS': Color.RED})
print(str(m) == repr(dict(m)))
Shape = enum.Enum('Shape', 'SQUARE CIRCLE')
print(Shape.__members__)
class E(enum.Enum): pass
print(E.__members__)
import types
p = types.MappingProxyType({'a': 1})
for f in [lambda: p.__setitem__('b', 1), lambda: p.__delitem__('a')]:
    try: f()
    except Exception as e: print(type(e).__name__, e)
try: p['x'] = 1
except Exception as e: print(type(e).__name__, e)
try: del p['a']
except Exception as e: print(type(e).__name__, e)
print(p)

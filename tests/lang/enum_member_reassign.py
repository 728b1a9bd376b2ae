# Rebinding or deleting an enum member through its class is refused (CPython's EnumType
# messages); other class attributes of an enum are stored and deleted as before.
from enum import Enum, IntEnum, Flag
class Color(Enum):
    RED = 1
    GREEN = 2
    def f(self): return 1
for stmt in ('RED', 'GREEN', 'BLUE', 'f'):
    try:
        setattr(Color, stmt, 5)
        print('set', stmt, getattr(Color, stmt))
    except AttributeError as e:
        print(e)
try:
    del Color.RED
except AttributeError as e:
    print(e)
del Color.BLUE
print(list(Color), Color.RED, Color(2))
class N(IntEnum):
    A = 1
N.extra = 3
print(N.extra, N.A)
try:
    N.A = 2
except AttributeError as e:
    print(e)
class P(Flag):
    R = 1
try:
    P.R = 3
except AttributeError as e:
    print(e)
Color.counter = 0
for _ in range(3):
    Color.counter += 1
print(Color.counter)

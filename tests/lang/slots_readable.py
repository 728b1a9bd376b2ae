# C.__slots__ / C().__slots__ read what the class body bound (inherited too); namedtuple
# classes have (), dataclass(slots=True) the fields' names; classes without slots have none.
from dataclasses import dataclass
class S:
    __slots__ = ('a', 'b')
class S2:
    __slots__ = 'a'
class T(S):
    pass
class U(S):
    __slots__ = ['c']
class N: pass
print(S.__slots__, S().__slots__, S2.__slots__, T.__slots__, U.__slots__, U().__slots__)
print(hasattr(S, '__slots__'), hasattr(N, '__slots__'), hasattr(N(), '__slots__'), getattr(N, '__slots__', 'none'))
P = namedtuple('P', 'x y')
print(P.__slots__)
class Q(P): pass
print(Q.__slots__)
@dataclass(slots=True)
class DC:
    x: int
    y: int = 2
print(DC.__slots__)
for obj in [N, N(), 5, []]:
    try: print(obj.__slots__)
    except AttributeError as e: print("AttributeError", e)

# `type(x)` is answered by CALL itself and `==`/`!=` of two classes by identity; both must
# match the general paths: one-argument calls only, another callee under the name, classes
# from the stdlib, enum classes, errors of the other forms.
import enum
from collections import OrderedDict, namedtuple


class A:
    pass


class B(A):
    pass


class Color(enum.Enum):
    RED = 1


Point = namedtuple("Point", "x y")
values = [1, True, 2.5, None, "s", b"b", [1], (1,), {1: 2}, {1}, A(), B(), Color.RED,
          Point(1, 2), OrderedDict(), range(3), type, A, int]
for v in values:
    t = type(v)
    print(t.__name__, t is type(v), t == type(v), t != A, type(v) == int, type(v) != str)

print(type(1) == int, type(1) != int, int == float, A == A, A != B, B == A, type(B()) == B)
print(Color == Color, type(Color.RED) == Color, Color != A, [int] == [int], (A, B) == (A, B))
print(type(None) == type(None), type(type) == type, int == 1, 1 != int, A == "A")
for t in (int, str, A, B, Color):
    if t == A:
        print("A")
    elif t != int:
        print("not int", t.__name__)
    else:
        print("int")
try:
    A < B
except TypeError as e:
    print("TypeError", e)

# The three-argument form and the errors are the constructor's.
C = type("C", (A,), {"k": 3})
print(C.__name__, C().k, isinstance(C(), A), type(C()) == C)
for args in [(), (1, 2), ("C", A, {})]:
    try:
        type(*args)
    except TypeError as e:
        print("TypeError", e)


def shadowed():
    type = lambda x: "local " + repr(x)
    return type(5)


print(shadowed())
type = len
print(type([1, 2]))
del type
print(type([1, 2]).__name__)

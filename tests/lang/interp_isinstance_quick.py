# isinstance(v, cls) for a class without a behaviour table is decided by the MRO alone
# (np_lib_builtins.c bi_isinstance); abc classes, typing forms and tuples take check_class.
from abc import ABC
from collections.abc import Iterable, Sized


class A:
    pass


class B(A):
    pass


class Base(ABC):
    pass


class Impl(Base):
    pass


Base.register(int)
print(isinstance(1.5, str), isinstance(1.5, float), isinstance(True, int), isinstance(1, bool))
print(isinstance(B(), A), isinstance(A(), B), isinstance(B(), object), isinstance(None, type(None)))
print(isinstance(Impl(), Base), isinstance(3, Base), isinstance("x", Base))
print(isinstance([], Iterable), isinstance(3, Sized), isinstance("s", (int, str)), isinstance(2, ()))
print(isinstance(A, type), isinstance(int, type), isinstance(B(), (float, (A,))))
try:
    isinstance(1, 2)
except TypeError as e:
    print("TypeError", e)
try:
    isinstance(1, int, 2)
except TypeError as e:
    print("TypeError", e)

# isinstance with a tuple of classes: plain classes decided by the MRO, then items that need the
# general path (nested tuples, abc's behaviour tables, non-classes and their TypeError).
from collections.abc import Iterable, Sized


class A:
    pass


class B(A):
    pass


class C:
    pass


vals = [1, 2.5, "s", True, None, [1], (1,), A(), B(), C()]
for v in vals:
    print(type(v).__name__, isinstance(v, (int, float)), isinstance(v, (A, C)),
          isinstance(v, (str, (list, tuple))), isinstance(v, ()), isinstance(v, (B,)),
          isinstance(v, (C, Iterable)), isinstance(v, (Sized, A)))
print(isinstance(1, (int, "x")))
for bad in (("x", int), (A, 3), (C, (B, "y"))):
    try:
        print(isinstance(B(), bad))
    except TypeError as e:
        print("TypeError:", e)

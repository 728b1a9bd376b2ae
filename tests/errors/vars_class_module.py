# cpython: skip
# expect-exit: 1
# expect-stderr-last: TypeError: vars() of a module is not supported in Nearly Python; use getattr() on it
# vars() of a class or a module is refused with a clear TypeError: CPython's mappingproxy and
# module dict hold reflection objects (__dict__ and __weakref__ descriptors, __loader__,
# __builtins__) Nearly does not have, so their contents could never print the same.
import math


class C:
    x = 1


for o in (C, int):
    try:
        vars(o)
    except TypeError as e:
        print(e)
vars(math)

# `from a.b import x` imports a (which runs Python code) before binding b in it; the child's
# interned name must stay alive through that import (a GC-stress build once freed it and then
# hashed the freed str: `make test-gcstress` runs this file collecting at every safe point).
from collections.abc import Sized
import collections.abc


class A:
    pass


print(Sized.__name__, A.__name__)
print(collections.abc.Sized is Sized)

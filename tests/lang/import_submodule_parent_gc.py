# `from a.b import x` imports a (which runs Python code) before binding b in it; the child's
# interned name must stay alive through that import (a GC-stress build once freed it and then
# hashed the freed str: `make test-gcstress` runs this file collecting at every safe point,
# and without the fix it crashed at the class statement below).
from collections.abc import Sized


class A:
    pass


print(Sized.__name__, A.__name__)

# cpython: skip
# expect-exit: 1
# expect-stderr-last: TypeError: metaclass=_EnumType needs a base class of its kind in Nearly Python
from enum import EnumMeta


class A(metaclass=EnumMeta):
    X = 1

# bin/oct/hex through __index__, deque reprs, import collections.abc and its classes' module.
class I:
    def __index__(self): return 10
print(bin(I()), oct(I()), hex(I()))
from collections import deque
print(deque([1,2]), deque([1], maxlen=3), repr(deque()))
import collections.abc
print(isinstance([], collections.abc.Sequence))
from collections.abc import Mapping, Iterable
print(isinstance({}, Mapping), isinstance(3, Iterable))
print(deque, type(deque()), OrderedDict, Counter, defaultdict)
print(type(deque()).__name__, repr(deque([1, 2], 5)))
import collections
print(collections.deque, collections.Counter)
import collections.abc
print(collections.abc.Mapping)
import collections.abc as cabc
print(cabc.Sequence, isinstance([], cabc.Sequence), isinstance({}, cabc.MutableMapping))
class Bad:
    def __index__(self): return "x"
for f in (bin, oct, hex):
    try: f(Bad())
    except TypeError as e: print("TE", e)
    try: f(2.5)
    except TypeError as e: print("TE", e)
print(bin(-5), hex(2**70), oct(True))
import abc
class A(abc.ABC):
    @abc.abstractmethod
    def f(self): ...
print(A, isinstance(3, collections.abc.Hashable), issubclass(list, collections.abc.Iterable))

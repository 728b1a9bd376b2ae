# ABCMeta.register: virtual subclasses seen by isinstance/issubclass through the ABC and its
# ABC bases (not its subclasses), as a decorator, with CPython's errors; collections.abc too.
from abc import ABC, ABCMeta, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self): ...
class Sq(Shape):
    def area(self): return 4
class Circle:
    def area(self): return 3
Shape.register(Circle)
print(isinstance(Circle(), Shape), issubclass(Circle, Shape), isinstance(Sq(), Shape), isinstance(1, Shape))
class Sub(Shape): pass
print(isinstance(Circle(), Sub))
class S2(metaclass=ABCMeta): pass
@S2.register
class X: pass
print(X, isinstance(X(), S2), issubclass(X, S2))
class Base(ABC): pass
class Mid(Base): pass
Mid.register(tuple)
print(isinstance((), Base), isinstance((), Mid), issubclass(tuple, Base), isinstance([], Base))
try: Base.register(5)
except TypeError as e: print(e)
try: Circle2 = Mid.register(Base)
except RuntimeError as e: print(e)
print(Base.register(Mid) is Mid)
from collections.abc import Sequence, Iterable, Mapping, Sized
class MySeq:
    def __len__(self): return 0
print(Sequence.register(MySeq) is MySeq)
print(isinstance(MySeq(), Sequence), isinstance(MySeq(), Iterable), issubclass(MySeq, Mapping))
class MyABC(Mapping):
    pass
MyABC.register(list)
print(isinstance([], MyABC), isinstance([], Mapping), isinstance({}, MyABC))

# ABC subclasses without abstract methods are constructed by their ordinary constructor
# (np_class_plain_call): keywords, defaults, builtin layouts, abstract subclasses, errors.
from abc import ABC, ABCMeta, abstractmethod
class Base(ABC):
    @abstractmethod
    def f(self): ...
class Mid(Base):
    pass
class Leaf(Mid):
    def __init__(self, x=1, *, y=2):
        self.x = x + y
    def f(self):
        return self.x
class Again(Leaf):
    @abstractmethod
    def g(self): ...
class Plain(ABC):
    pass
class Meta(metaclass=ABCMeta):
    pass
class IntLeaf(int, Leaf):
    pass
print(Leaf().f(), Leaf(3, y=4).f(), type(Plain()).__name__, type(Meta()).__name__, IntLeaf(5) + 1)
for C in (Base, Mid, Again):
    try:
        C()
    except TypeError as e:
        print(e)
try:
    Leaf(1, 2)
except TypeError as e:
    print(e)
print(isinstance(Leaf(), Base), ABC is not None)

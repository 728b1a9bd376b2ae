# abc: abstract methods under @property, @classmethod and @staticmethod, inherited and overridden.
from abc import ABC, abstractmethod
class Shape(ABC):
    @property
    @abstractmethod
    def area(self): ...
    @classmethod
    @abstractmethod
    def make(cls): ...
    @staticmethod
    @abstractmethod
    def kind(): ...
    def describe(self):
        return f"{type(self).__name__} {self.area}"
class Half(Shape):
    @property
    def area(self):
        return 1
class Sq(Half):
    @classmethod
    def make(cls):
        return cls()
    @staticmethod
    def kind():
        return "sq"
for c in (Shape, Half, Sq):
    try:
        print(c().describe(), c.make().area, c.kind())
    except TypeError as e:
        print("TypeError:", e)


class Mixin:
    def run(self):
        return "mixin"


class Job(ABC):
    @abstractmethod
    def run(self): ...

    @property
    def size(self):
        return 0

    @size.setter
    @abstractmethod
    def size(self, v): ...


class Both(Mixin, Job):
    @property
    def size(self):
        return 2


class Neither(Job):
    pass


for c in (Both, Neither):
    try:
        o = c()
        print(o.run(), o.size)
    except TypeError as e:
        print("TypeError:", e)

# Class keyword arguments: TypedDict's total=, stdlib metaclasses named with metaclass=, and
# CPython's errors for keywords a class cannot take (object.__init_subclass__).
from typing import TypedDict
from enum import Enum, EnumMeta
from abc import ABCMeta, abstractmethod


class Movie(TypedDict, total=False):
    title: str
    year: int


class Rated(Movie):
    stars: int


class Full(TypedDict):
    name: str


print(Movie.__total__, sorted(Movie.__optional_keys__), sorted(Movie.__required_keys__))
print(Rated.__total__, sorted(Rated.__optional_keys__), sorted(Rated.__required_keys__))
print(Full.__total__, sorted(Full.__required_keys__), Full(name="x"))
m = Movie(title="Up")
m["year"] = 2009
print(m)


flag = True


class Partial(TypedDict, total=not flag):
    a: int


print(Partial.__total__, sorted(Partial.__optional_keys__))


class Shape(metaclass=ABCMeta):
    @abstractmethod
    def area(self):
        ...


class Square(Shape):
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s * self.s


try:
    Shape()
except TypeError as e:
    print("TypeError:", e)
print(Square(3).area())


class Plain(metaclass=type):
    x = 1


print(Plain().x)


class Color(Enum, metaclass=EnumMeta):
    RED = 1


print(Color.RED, list(Color))


class Base:
    pass


for make in range(5):
    try:
        if make == 0:
            class C(kw=1):
                pass
        elif make == 1:
            class D(Base, a=1, b=2):
                pass
        elif make == 2:
            class E(Enum, foo=1):
                A = 1
        elif make == 3:
            class T(TypedDict, total=False, extra=1):
                a: int
        else:
            class U(TypedDict, _cset=print):
                a: int
        print("created")
    except TypeError as e:
        print("TypeError:", e)

try:
    class Mixed(Enum, metaclass=ABCMeta):
        X = 1
except TypeError as e:
    print("TypeError:", e)

def make(total):
    class Inner(TypedDict, total=total):
        a: int
    return Inner
for t in (True, False, 0, ""):
    I = make(t)
    print(I.__total__, sorted(I.__optional_keys__))
class Outer:
    class N(TypedDict, total=False):
        z: str
print(Outer.N.__optional_keys__, Outer.N(z="q"))

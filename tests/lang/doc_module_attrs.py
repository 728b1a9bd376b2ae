# __doc__ and __module__ of the script's own functions, classes and instances: the docstring
# (the first statement, when it is a string literal) or None, and '__main__'; functools.wraps
# and lru_cache copy them; namedtuple and typing.NamedTuple classes document their fields.
import functools
from collections import namedtuple
from typing import NamedTuple


def documented(a, b):
    """Adds two numbers.

    Second paragraph.
    """
    return a + b


def plain():
    return 1


def late():
    x = 1
    "not a docstring"
    return x


print(repr(documented.__doc__))
print(plain.__doc__, late.__doc__, (lambda: 0).__doc__)
print(documented.__module__, plain.__module__)


class Shape:
    """A shape."""

    def area(self):
        "The area."
        return 0

    @staticmethod
    def unit():
        """Unit shape."""
        return Shape()

    @classmethod
    def make(cls):
        """Factory."""
        return cls()


class Square(Shape):
    pass


class Explicit:
    __doc__ = "set in the body"


s = Shape()
print(Shape.__doc__, s.__doc__, Shape.__module__, s.__module__)
print(Square.__doc__, Square().__doc__, Explicit.__doc__)
print(Shape.area.__doc__, s.area.__doc__, Shape.unit.__doc__, Shape.make.__doc__)
print(s.area.__module__)


class MyError(ValueError):
    """Raised on bad input."""


print(MyError.__doc__, MyError("x").__doc__, MyError.__module__)
try:
    raise MyError("bad")
except MyError as e:
    print(type(e).__doc__)

# Commands documented by their docstrings, as small CLIs do.
commands = {}


def command(fn):
    commands[fn.__name__] = fn
    return fn


@command
def add():
    """Add an item."""


@command
def remove():
    """Remove an item."""


for name, fn in commands.items():
    print(f"{name:10} {fn.__doc__}")


def traced(fn):
    @functools.wraps(fn)
    def wrapper(*args):
        return fn(*args)
    return wrapper


@traced
def square(x):
    """Squares x."""
    return x * x


print(square.__doc__, square.__name__, square.__module__, square(3))


@functools.lru_cache(maxsize=None)
def fib(n):
    """Fibonacci."""
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib.__doc__, fib.__module__, fib(20))

square.__doc__ = "Changed."
plain.__doc__ = 5
print(square.__doc__, plain.__doc__)
s.__doc__ = "instance doc"
print(s.__doc__, Shape.__doc__, Shape().__doc__)
Shape.__doc__ = "Replaced."
print(Shape.__doc__, Shape().__doc__, s.__doc__)


class Slotted:
    """Slots."""
    __slots__ = ("a",)


try:
    Slotted().__doc__ = "x"
except AttributeError as e:
    print("AttributeError:", e)
print(Slotted().__doc__)

Point = namedtuple("Point", "x y")
Single = namedtuple("Single", ["only"])
print(Point.__doc__, Single.__doc__, Point(1, 2).__doc__, Point.__module__)


class Emp(NamedTuple):
    name: str
    age: int = 0


class Doc(NamedTuple):
    """An employee."""
    name: str


print(Emp.__doc__, Emp("a").__doc__, Doc.__doc__, Doc("b").__doc__)

# typing.Protocol: isinstance/issubclass are structural for @runtime_checkable protocols,
# a TypeError otherwise; protocol inheritance, data members, None-blocked methods, builtins.
from typing import Protocol, runtime_checkable, TypeVar, Iterable, Sized


@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...


@runtime_checkable
class SupportsLen(Protocol):
    def __len__(self) -> int: ...


@runtime_checkable
class Named(Protocol):
    name: str

    def greet(self) -> str: ...


class NotRuntime(Protocol):
    def run(self) -> None: ...


@runtime_checkable
class ClosableNamed(Closable, Named, Protocol):
    pass


T = TypeVar("T")


@runtime_checkable
class Box(Protocol[T]):
    def get(self) -> T: ...


class File:
    def close(self):
        return "closed"


class Person:
    def __init__(self, name):
        self.name = name

    def greet(self):
        return "hi " + self.name

    def close(self):
        pass


class Nameless:
    def greet(self):
        return "?"


class Blocked:
    close = None


class Sized3:
    def __len__(self):
        return 3


class Explicit(Closable):
    pass


class IntBox:
    def get(self):
        return 1


print(isinstance(File(), Closable), isinstance(Person("a"), Closable), isinstance(3, Closable))
print(isinstance(Person("bo"), Named), isinstance(Nameless(), Named), isinstance(Blocked(), Closable))
print(isinstance(Person("x"), ClosableNamed), isinstance(File(), ClosableNamed))
print(isinstance([1], SupportsLen), isinstance("ab", SupportsLen), isinstance({}, SupportsLen),
      isinstance(5, SupportsLen), isinstance(Sized3(), SupportsLen), isinstance(2.5, SupportsLen))
print(isinstance(Explicit(), Closable), issubclass(Explicit, Closable), isinstance(IntBox(), Box))
print(issubclass(File, Closable), issubclass(Nameless, Closable), issubclass(Sized3, SupportsLen))
print(isinstance(Person("z"), (int, Named)), [isinstance(x, Closable) for x in (File(), 1, "s", None)])
print(isinstance([], Iterable), isinstance(File(), Sized))
for bad in (lambda: isinstance(File(), NotRuntime), lambda: issubclass(File, NotRuntime),
            lambda: issubclass(Person, Named), lambda: runtime_checkable(File),
            lambda: isinstance(File(), Protocol)):
    try:
        print(bad())
    except TypeError as e:
        print("TypeError:", e)
try:
    class Mixed(Protocol, File):
        pass
except TypeError as e:
    print("TypeError:", str(e).split(" got ")[0])


class Impl(NotRuntime):
    def run(self):
        return "ran"


print(Impl().run(), isinstance(File(), Impl))

# typing aliases in isinstance/issubclass: the builtin or collections.abc class they name.
import typing
from collections import OrderedDict, deque

print(isinstance([], typing.List), isinstance((), typing.List), isinstance({}, typing.Dict),
      isinstance("s", typing.Sequence), isinstance({}, typing.Mapping), isinstance(len, typing.Callable))
print(isinstance(iter([]), typing.Iterator), isinstance(OrderedDict(), typing.OrderedDict),
      isinstance(deque(), typing.Deque), isinstance(1, typing.Optional[int]),
      isinstance(None, typing.Optional[int]), isinstance("x", typing.Union[int, str]),
      isinstance(2.5, typing.Union[int, str]), issubclass(list, typing.Sequence),
      issubclass(dict, typing.Iterable), isinstance(3, (typing.List, int)))
for bad in (lambda: isinstance([], typing.List[int]), lambda: isinstance(1, typing.Any),
            lambda: issubclass(int, typing.Literal), lambda: isinstance(1, typing.Dict[str, int])):
    try:
        print(bad())
    except TypeError as e:
        print("TypeError:", e)


# Any object whose class defines __instancecheck__/__subclasscheck__ may be isinstance's arg 2.
class Even:
    def __instancecheck__(self, obj):
        return isinstance(obj, int) and obj % 2 == 0

    def __subclasscheck__(self, cls):
        return cls is bool


print(isinstance(4, Even()), isinstance(3, Even()), isinstance(4, (str, Even())),
      issubclass(bool, Even()), issubclass(int, Even()))
try:
    isinstance(1, File())
except TypeError as e:
    print("TypeError:", e)

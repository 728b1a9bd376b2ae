# isinstance/issubclass against collections.abc's one-trick ABCs are structural for a script's
# classes, as CPython's __subclasshook__: defining __iter__ makes an Iterable, __len__ a Sized,
# __iter__ and __next__ an Iterator...; a method set to None does not count; Sequence and
# Mapping stay nominal (registration or subclassing).
from collections.abc import (Iterable, Iterator, Sized, Container, Collection, Reversible,
                             Hashable, Sequence, Mapping, Generator)


class Bag:
    def __len__(self):
        return 3

    def __contains__(self, x):
        return x == 1

    def __iter__(self):
        return iter([1])


class Counter3:
    def __init__(self):
        self.n = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration
        return self.n


class Rev(Bag):
    def __reversed__(self):
        return iter([1])


class NoIter(Bag):
    __iter__ = None


class Plain:
    pass


class Unhashable:
    __hash__ = None


for obj in (Bag(), Counter3(), Rev(), NoIter(), Plain(), Unhashable(), [1], "s", 3):
    print(type(obj).__name__, [abc.__name__ for abc in (Iterable, Iterator, Sized, Container,
                                                       Collection, Reversible, Hashable,
                                                       Sequence, Mapping, Generator)
                               if isinstance(obj, abc)])
print(issubclass(Bag, Sized), issubclass(Counter3, Iterator), issubclass(Plain, Iterable),
      issubclass(NoIter, Iterable), issubclass(Rev, Reversible))


def flatten(x):
    if isinstance(x, Iterable) and not isinstance(x, str):
        for y in x:
            yield from flatten(y)
    else:
        yield x


print(list(flatten([1, [2, Counter3()], "ab", Bag()])))

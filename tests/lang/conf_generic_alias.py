# list[int], dict[str, int], collections.deque[int]: builtin generic classes subscripted give a
# GenericAlias with CPython's repr; calling it calls the class; isinstance refuses it; other
# classes are not subscriptable.
import collections
import typing

Vector = list[float]
Grid = dict[tuple[int, int], str]
print(Vector, Grid, set[int], frozenset[str], type[int], tuple[int, ...], tuple[()])
print(dict[str, list[int]], list[[int]], list["X"], list[int, str], enumerate[int])
print(collections.deque[int], collections.defaultdict[str, int], collections.Counter[str],
      collections.OrderedDict[str, int])
print(list[int] == list[int], list[int] == list[str], list[int] != dict[int, int],
      hash(list[int]) == hash(list[int]), type(list[int]).__name__)
print(Vector((1.5, 2)), list[int](), dict[str, int](a=1), collections.deque[int]([1, 2]))
print(typing.get_origin(list[int]), typing.get_args(dict[str, int]), typing.get_args(list))


class MyList(list):
    pass


class Plain:
    pass


print(MyList[int] == MyList[int], MyList[int]([1]))
aliases = {list[int]: "ints", dict[str, str]: "map"}
print(aliases[list[int]], len(aliases))
for f in [lambda: int[0], lambda: Plain[1], lambda: str[int], lambda: list[int][str],
          lambda: isinstance([], list[int]), lambda: issubclass(list, list[int]),
          lambda: isinstance([], (int, dict[str, int]))]:
    try:
        print(f())
    except TypeError as e:
        print("TypeError", e)
x: list[int] | None = None


def f(a: dict[str, int] | None = None) -> list[int]:
    return list(a or {})


print(x, f({"k": 1}))

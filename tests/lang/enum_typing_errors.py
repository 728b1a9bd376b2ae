# Enum members' name/value are read-only with CPython's message; typing's List/Dict/... aliases
# cannot be instantiated (DefaultDict and Deque can).
import enum
import typing


class E(enum.Enum):
    A = 1


for act in (lambda: setattr(E.A, "value", 3), lambda: delattr(E.A, "value"),
            lambda: setattr(E.A, "name", "B"), lambda: delattr(E.A, "name")):
    try:
        act()
    except AttributeError as e:
        print(e)
print(E.A.name, E.A.value)
for a in (typing.List, typing.Tuple, typing.Dict[str, int], typing.Set, typing.FrozenSet,
          typing.List[int], typing.DefaultDict, typing.Deque):
    try:
        print(a())
    except TypeError as e:
        print(e)

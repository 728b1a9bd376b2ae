# isinstance/issubclass with typing's Union/Optional and bare aliases work as in CPython;
# subscripted generics are refused; any object whose class defines __instancecheck__ decides.
import typing
from typing import Any, Dict, List, Optional, Tuple, Union

print(isinstance(3, Union[int, str]), isinstance(3.0, Optional[int]), isinstance(None, Optional[int]),
      issubclass(bool, Union[int, str]), isinstance("s", Union[int, str]), isinstance([], Union[int, str]))
print(isinstance([], List), isinstance({}, Dict), isinstance((), Tuple), issubclass(list, List),
      isinstance(3, (str, Union[int, float])), isinstance(2.5, Union[int, Union[str, float]]))
for t in [List[int], Dict[str, int], Union[List[int], str], Any, Optional[List[int]],
          typing.Callable, typing.Callable[[int], str]]:
    try:
        print(isinstance([], t))
    except TypeError as e:
        print("TypeError", e)
    try:
        print(issubclass(list, t))
    except TypeError as e:
        print("TypeError", e)


class Even:
    def __instancecheck__(self, obj):
        return isinstance(obj, int) and obj % 2 == 0

    def __subclasscheck__(self, cls):
        return cls is float


print(isinstance(4, Even()), isinstance(5, Even()), issubclass(float, Even()), issubclass(int, Even()),
      isinstance(4, (str, Even())))


class NoCheck:
    pass


for f in [lambda: isinstance(3, 5), lambda: isinstance(3, NoCheck()), lambda: issubclass(int, NoCheck())]:
    try:
        print(f())
    except TypeError as e:
        print("TypeError", e)
import typing
for n in ["Iterable","Sequence","Mapping","Hashable","Sized","Union","Optional","Literal","Deque","DefaultDict","Counter", "Type", "Generator", "Iterator"]:
    t = getattr(typing, n)
    for f in (lambda: isinstance([], t), lambda: issubclass(dict, t)):
        try: print(n, f())
        except TypeError as e: print(n, "TypeError", e)

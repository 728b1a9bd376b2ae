# get_type_hints of string annotations and ForwardRefs: Literal strs kept, Annotated stripped
# unless include_extras, an undefined name is a NameError.
import typing
from typing import Optional, get_type_hints, Callable, Union, Annotated
def lit(a: "typing.Literal['x', 1]", b: "Optional['Tree']", c: Optional["Tree"],
        d: "Callable[[int, 'Tree'], None]", e: Union["Tree", int], f: "(int)") -> None: pass
class Tree: pass
print(get_type_hints(lit))
def bad(a: "Undefined[int]"): pass
try:
    get_type_hints(bad)
except NameError as e:
    print("NameError", e)
def ann(a: Annotated["Tree", "m"]): pass
print(get_type_hints(ann))
print(get_type_hints(ann, include_extras=True))

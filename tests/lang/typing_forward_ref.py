# Strings among typing subscription arguments become ForwardRef, as in CPython.
from typing import Optional, List, Dict, Union, Callable, Annotated, Literal, Tuple
print(Optional["Node"], List["int"], Dict[str, "X"], Union["A", int, None])
print(Callable[["A", int], "B"], Annotated["X", "meta"], Literal["a", "b"], Tuple["A", ...])
print(List["A"] == List["A"], Optional["A"] == Optional["B"])
import typing
r = typing.ForwardRef("Q")
print(r, r.__forward_arg__, r == typing.ForwardRef("Q"))

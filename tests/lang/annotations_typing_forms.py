# Annotations are evaluated now: the typing and generic forms programs write in them must all
# evaluate (ClassVar, Final, Literal, Callable, Generic[T], collections.abc and re generics,
# InitVar, KW_ONLY, NamedTuple, TypedDict, enum) and print as CPython's.
from typing import (ClassVar, Final, Optional, Union, Literal, Callable, TypeVar, Generic, Any,
                    List, Dict, Tuple, Set, Iterable, Iterator, Sequence, Mapping, Protocol,
                    NamedTuple, TypedDict, Type, Deque, DefaultDict, Counter as TCounter, Awaitable)
from dataclasses import dataclass, field, KW_ONLY, InitVar
from collections import deque, defaultdict, OrderedDict, Counter
from collections.abc import Callable as ABCCallable, Iterator as ABCIterator
import enum
T = TypeVar("T")
K = TypeVar("K", bound=int)
class Stack(Generic[T]):
    items: list[T]
    def push(self, x: T) -> None: ...
    def pop(self) -> T: ...
    def peek(self) -> Optional[T]: ...
@dataclass
class D:
    a: int
    b: ClassVar[int] = 3
    c: Final[int] = 4
    d: Literal["x", "y"] = "x"
    e: Callable[[int, str], bool] = None
    f: dict[str, list[tuple[int, ...]]] = field(default_factory=dict)
    g: Union[int, str, None] = None
    h: "D | None" = None
    i: Type[int] = int
    j: deque[int] = field(default_factory=deque)
    k: ABCCallable[..., int] = None
    _: KW_ONLY
    l: defaultdict[str, int] = field(default_factory=lambda: defaultdict(int))
    m: int | None = None
def fn(a: Iterable[int], b: Mapping[str, Any], *args: Tuple[int, str], cb: ABCIterator[str] = None,
       **kw: Dict[str, Set[int]]) -> Iterator[List[int]]:
    yield [1]
def g2(x: OrderedDict[str, int], y: Counter[str], z: Sequence[T], w: K) -> Deque[int]: ...
class P(Protocol):
    def m(self, x: int) -> str: ...
class NT(NamedTuple):
    a: int
    b: list[str] = []
class TD(TypedDict, total=False):
    a: int
    b: "str"
class Color(enum.Enum):
    RED = 1
    GREEN: int = 2
def h(c: Color, d: "Undefined", e: Awaitable[int] = None) -> "Stack[int]": ...
print(D(1), fn.__annotations__["return"], NT(1), Color.GREEN, len(h.__annotations__))
print(D.__annotations__["e"], D.__annotations__["g"], D.__annotations__["k"])
import re, collections.abc as cabc
def f(p: re.Pattern[str], m: re.Match[str] | None, it: cabc.Iterator[int], g: cabc.Generator[int, None, None], c: cabc.Callable[[int], str]) -> cabc.Mapping[str, cabc.Sequence[int]]: ...
a = f.__annotations__
print(a["p"], a["m"], a["it"], a["g"], a["return"])

# dataclasses.KW_ONLY: the fields after `_: KW_ONLY` are keyword-only (so they may precede
# defaults-less positional fields of subclasses); the marker is no field.
import dataclasses
from dataclasses import dataclass, field, fields, KW_ONLY, asdict


@dataclass
class Req:
    url: str
    _: KW_ONLY
    timeout: float = 10.0
    retries: int
    verbose: bool = False


r = Req("http://x", retries=3)
print(r, [f.name for f in fields(Req)], asdict(r))
print(Req("u", timeout=1.5, retries=0, verbose=True))
for bad in (lambda: Req("u", 1.0, 3), lambda: Req("u")):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)


@dataclass
class Sub(Req):
    body: str = ""
    method: str = "GET"


print(Sub("u", "payload", retries=1), [f.name for f in fields(Sub)])


@dataclass(order=True)
class Point:
    x: int
    _: dataclasses.KW_ONLY
    label: str = field(default="p", compare=False)


print(Point(1, label="a") < Point(2), Point(3), sorted([Point(2), Point(1, label="z")]))
try:
    @dataclass
    class Twice:
        a: int
        _: KW_ONLY
        b: int = 0
        __: KW_ONLY
        c: int = 1
except TypeError as e:
    print("TypeError:", e)


class Plain:
    _: KW_ONLY
    y: int = 2


print(Plain().y, hasattr(Plain, "_"))


@dataclass
class K:
    a: int
    b: int = field(kw_only=True)
    c: int = field(kw_only=True)


for bad in (lambda: K(), lambda: K(1), lambda: K(1, c=2)):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
print(K(1, b=2, c=3))

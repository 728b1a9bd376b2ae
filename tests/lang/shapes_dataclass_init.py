# The generated __init__ of dataclasses stores plain fields straight into the instance dict
# (stdlib/np_lib_dataclasses.c init_store); a property of the field's name, frozen classes,
# underscore names, class-level defaults and __post_init__ must behave as CPython.
from dataclasses import dataclass, field, FrozenInstanceError


@dataclass
class Pt:
    x: int
    y: int
    z: int = 0
    w: str = "a"


pts = [Pt(i, -i) for i in range(50)]
print(pts[7], sum(p.x + p.y + p.z for p in pts), Pt.z, Pt(1, 2, 3).z)
pts[3].z = 9
print(pts[3], Pt.z, Pt(0, 0))


# A property (with a setter) named like a field: __init__ goes through the setter.
@dataclass
class Temp:
    celsius: float
    label: str = "t"


def _get(self):
    return self._c


def _set(self, v):
    self._c = round(v * 1.0, 1)


Temp.celsius = property(_get, _set)
t = Temp(21.26)
print(t.celsius, t._c, t.label)


# Frozen classes: __init__ still sets the fields, later stores raise.
@dataclass(frozen=True)
class Frozen:
    a: int
    _b: int = 5
    tags: list = field(default_factory=list)


f = Frozen(1)
print(f, f.a, f._b, f.tags)
try:
    f.a = 2
except FrozenInstanceError as e:
    print("FrozenInstanceError", e)


# __post_init__ sees every field set, and may add attributes of its own.
@dataclass
class Rect:
    w: int
    h: int
    area: int = field(init=False, default=0)

    def __post_init__(self):
        self.area = self.w * self.h
        self.perimeter = 2 * (self.w + self.h)


rs = [Rect(i, i + 1) for i in range(1, 6)]
print(rs[-1], [r.perimeter for r in rs])


# Many fields, more than an instance's inline room, and a subclass adding fields.
@dataclass
class Wide:
    f0: int = 0
    f1: int = 1
    f2: int = 2
    f3: int = 3
    f4: int = 4
    f5: int = 5
    f6: int = 6
    f7: int = 7
    f8: int = 8
    f9: int = 9
    f10: int = 10
    f11: int = 11


@dataclass
class Wider(Wide):
    f12: int = 12


ws = [Wider(f3=i) for i in range(20)]
print(ws[5], sum(w.f3 + w.f12 for w in ws))

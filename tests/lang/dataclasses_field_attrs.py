# dataclasses.MISSING and Field.default / default_factory / metadata, read through fields().
from dataclasses import dataclass, field, fields, MISSING, asdict


@dataclass
class Box:
    label: str
    width: float = field(default=1.0, metadata={"unit": "cm", "min": 0})
    tags: list = field(default_factory=list, metadata={"doc": "free-form"})
    weight: float = field(default=0.5, repr=False)
    note: str = "-"


for f in fields(Box):
    print(f.name, f.default is MISSING, f.default_factory is MISSING,
          f.default if f.default is not MISSING else "<none>",
          f.default_factory() if f.default_factory is not MISSING else "<none>",
          dict(f.metadata), f.metadata.get("unit", "?"), len(f.metadata))
b = Box("a")
print(b, asdict(b))
print(Box("b", 2.0, ["x"]), Box("c").tags is not Box("c").tags)
required = [f.name for f in fields(Box) if f.default is MISSING and f.default_factory is MISSING]
print(required, hasattr(fields(Box)[0], "default"), hasattr(fields(Box)[0], "metadata"))
units = {f.name: f.metadata["unit"] for f in fields(Box) if "unit" in f.metadata}
print(units)


@dataclass
class Child(Box):
    extra: int = field(default=3, metadata={"k": 1})


print([(f.name, f.default) for f in fields(Child)][-2:], fields(Child)[1].metadata["unit"])
try:
    Box()
except TypeError as e:
    print("TypeError:", e)

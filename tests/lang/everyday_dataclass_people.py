# Dataclasses for records: ordering, defaults, post-init, frozen.
from dataclasses import dataclass, field

@dataclass(order=True)
class Person:
    last: str
    first: str
    age: int = 0
    tags: list = field(default_factory=list)

    def full(self):
        return f"{self.first} {self.last}"

@dataclass(frozen=True)
class Point:
    x: float
    y: float

    def dist2(self, other):
        return (self.x - other.x) ** 2 + (self.y - other.y) ** 2

@dataclass
class Team:
    name: str
    members: list = field(default_factory=list)
    size: int = field(default=0)

    def __post_init__(self):
        self.size = len(self.members)

people = [Person("smith", "ann", 31), Person("jones", "bob", 25, ["x"]),
          Person("smith", "al", 40), Person("adams", "zed")]
for p in sorted(people):
    print(p)
print(people[1] == Person("jones", "bob", 25, ["x"]))
print(min(people, key=lambda p: p.age).full())
t = Team("red", people[:2])
print(t.size, t.name, [m.first for m in t.members])
pt = Point(1.0, 2.0)
print(pt, pt.dist2(Point(4.0, 6.0)))
try:
    pt.x = 5
except Exception as e:
    print(type(e).__name__, e)
print(hash(Point(1, 2)) == hash(Point(1, 2)), {Point(0, 0), Point(0, 0)})
people[3].tags.append("new")
print(people[3], people[0].tags)
print(sorted(people, key=lambda p: (p.last, -p.age))[0].first)

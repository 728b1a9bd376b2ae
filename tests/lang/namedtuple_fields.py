# Field reads of namedtuple and NamedTuple instances (read-only getters run directly) and
# NamedTuple construction (forwarded to the namedtuple type without a Python frame): keywords,
# defaults, argument errors, subclasses with methods and properties, and the other getter
# attributes that share the path (range.start, int.real, numerator, default_factory).
from collections import namedtuple, defaultdict
from typing import NamedTuple

Cell = namedtuple("Cell", "r c")


class Job(NamedTuple):
    name: str
    prio: int = 0
    tags: tuple = ()


class Pos(Cell):
    @property
    def manhattan(self):
        return abs(self.r) + abs(self.c)

    def moved(self, dr, dc):
        return Pos(self.r + dr, self.c + dc)


total = 0
cells = [Cell(i, i * 2) for i in range(50)]
for cell in cells:
    total += cell.r * 100 + cell.c
print(total, cells[7].r, cells[7].c, getattr(cells[3], "c"), hasattr(cells[0], "z"))
jobs = [Job("a"), Job("b", 3), Job(prio=2, name="c"), Job("d", tags=("x",))]
print(jobs, [j.prio for j in jobs], sorted(jobs, key=lambda j: -j.prio)[0].name)
print(max(jobs, key=lambda j: j.prio).name, jobs[3].tags, Job._fields, Job._field_defaults)
p = Pos(3, -4)
print(p.manhattan, p.moved(1, 1), p.moved(1, 1).manhattan, p.r, p[1], type(p.moved(0, 0)).__name__)
for bad in [lambda: Job(), lambda: Job("a", 1, (), 4), lambda: Job("a", name="b"),
            lambda: Job("a", nope=1), lambda: Cell(1), lambda: Cell(1, 2, 3)]:
    try:
        bad()
    except TypeError as e:
        print("TypeError", e)
try:
    jobs[0].prio = 5
except AttributeError as e:
    print("AttributeError", e)
try:
    cells[0].r = 5
except AttributeError as e:
    print("AttributeError", e)
try:
    cells[0].z
except AttributeError as e:
    print("AttributeError", e)
r = range(2, 20, 3)
dd = defaultdict(list)
print(r.start, r.stop, r.step, (5).real, (5).imag, (7).numerator, (7).denominator,
      (2.5).real, dd.default_factory is list)
try:
    r.start = 1
except AttributeError as e:
    print("AttributeError", e)
grid = {Cell(r, c): r * c for r in range(4) for c in range(4)}
print(grid[Cell(2, 3)], Cell(1, 1) in grid, sum(k.r for k in grid), Job("z", 1) == ("z", 1, ()))

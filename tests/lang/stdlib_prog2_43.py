from operator import itemgetter, attrgetter
from dataclasses import dataclass
from typing import List
from functools import cmp_to_key


@dataclass
class Employee:
    name: str
    dept: str
    salary: int
    age: int


staff: List[Employee] = [
    Employee("Zoe", "eng", 130, 31),
    Employee("Adam", "ops", 90, 45),
    Employee("Mia", "eng", 130, 28),
    Employee("Liam", "ops", 95, 38),
    Employee("Ella", "hr", 70, 50),
]
for e in sorted(staff, key=attrgetter("dept", "name")):
    print(e.dept, e.name)
print([e.name for e in sorted(staff, key=lambda e: (-e.salary, e.age))])
rows = [("b", 2, 9.5), ("a", 2, 1.0), ("c", 1, 3.3)]
print(sorted(rows, key=itemgetter(1, 0)))
print(max(rows, key=itemgetter(2)))
print(list(map(itemgetter(0), rows)))


def compare(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)


print(sorted(["ccc", "a", "bb", "aa", "b"], key=cmp_to_key(compare)))
print(itemgetter("x")({"x": 1}), itemgetter(slice(1, 3))("hello"))
f = attrgetter("name")
print(f(staff[0]), repr(itemgetter(1)))
staff.sort(key=attrgetter("salary"), reverse=True)
print([s.name for s in staff])

from collections import namedtuple
from typing import NamedTuple, List
import math


Point = namedtuple("Point", ["x", "y"])


class City(NamedTuple):
    name: str
    lat: float
    lon: float
    population: int = 0


def haversine(a: City, b: City) -> float:
    r = 6371.0
    p1, p2 = math.radians(a.lat), math.radians(b.lat)
    dp = p2 - p1
    dl = math.radians(b.lon - a.lon)
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * r * math.asin(math.sqrt(h))


cities: List[City] = [
    City("Paris", 48.8566, 2.3522, 2_161_000),
    City("Berlin", 52.52, 13.405, 3_645_000),
    City("Madrid", 40.4168, -3.7038),
]
for a in cities:
    for b in cities:
        if a.name < b.name:
            print(f"{a.name}-{b.name}: {haversine(a, b):.1f} km")

p = Point(3, 4)
print(p, p._asdict(), math.hypot(*p))
q = p._replace(y=10)
print(q, q.x + q.y, Point._fields)
print(Point._make([7, 8]))
print(cities[2])
print(cities[2]._replace(population=3_300_000))
print(City._fields, City._field_defaults)
print(sorted(cities, key=lambda c: c.population, reverse=True)[0].name)
x, y = p
print(x, y, p == (3, 4), len(p))
print(max(cities, key=lambda c: c.lat))

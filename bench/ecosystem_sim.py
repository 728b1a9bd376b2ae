# Benchmark (held-out style, after typical agent code): a seeded predator-prey simulation on
# a toroidal grid. An abstract Organism base class (abc.ABC, @abstractmethod, class-level
# counters, __init_subclass__ registry), Grass/Rabbit/Fox subclasses calling super().__init__
# and super().step(), properties with setters that clamp energy, a World holding a dict of
# (x, y) -> list of organisms, random.Random choices/shuffle/random/sample, removal of the
# dead with list comprehensions, and a per-tick census with Counter and f-strings.
import random
from abc import ABC, abstractmethod
from collections import Counter
from typing import ClassVar, Dict, List, Optional, Tuple, Type

Pos = Tuple[int, int]


class Organism(ABC):
    registry: ClassVar[Dict[str, Type["Organism"]]] = {}
    created: ClassVar[int] = 0
    max_energy: ClassVar[int] = 100
    symbol: ClassVar[str] = "?"

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        Organism.registry[cls.__name__.lower()] = cls

    def __init__(self, world: "World", pos: Pos, energy: int) -> None:
        Organism.created += 1
        self.id = Organism.created
        self.world = world
        self.pos = pos
        self._energy = 0
        self.energy = energy
        self.age = 0
        self.alive = True

    @property
    def energy(self) -> int:
        return self._energy

    @energy.setter
    def energy(self, value: int) -> None:
        self._energy = max(0, min(value, self.max_energy))

    def die(self) -> None:
        self.alive = False

    @abstractmethod
    def step(self) -> None:
        """Advance one tick."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}#{self.id}@{self.pos} e={self.energy}"


class Grass(Organism):
    symbol = "."
    max_energy = 12

    def step(self) -> None:
        self.age += 1
        self.energy += 1


class Animal(Organism):
    speed: ClassVar[int] = 1
    breed_at: ClassVar[int] = 60
    metabolism: ClassVar[int] = 2
    max_age: ClassVar[int] = 60
    prey: ClassVar[Tuple[str, ...]] = ()

    def step(self) -> None:
        self.age += 1
        self.energy -= self.metabolism
        if self.energy <= 0 or self.age > self.max_age:
            self.die()
            return
        self.move()
        self.eat()
        if self.energy >= self.breed_at:
            self.breed()

    def move(self) -> None:
        x, y = self.pos
        for _ in range(self.speed):
            dx, dy = self.world.rng.choice(((1, 0), (-1, 0), (0, 1), (0, -1), (0, 0)))
            x, y = (x + dx) % self.world.width, (y + dy) % self.world.height
        self.world.relocate(self, (x, y))

    def eat(self) -> None:
        for other in self.world.at(self.pos):
            if other.alive and type(other).__name__.lower() in self.prey:
                gained = min(other.energy, self.max_energy - self.energy)
                self.energy += gained + 2
                if isinstance(other, Grass):
                    other.energy -= gained
                else:
                    other.die()
                break

    def breed(self) -> None:
        self.energy //= 2
        child = type(self)(self.world, self.pos, self.energy)
        self.world.add(child)


class Rabbit(Animal):
    symbol = "r"
    max_energy = 40
    breed_at = 28
    metabolism = 2
    max_age = 25
    prey = ("grass",)


class Fox(Animal):
    symbol = "F"
    max_energy = 120
    breed_at = 80
    metabolism = 2
    max_age = 70
    speed = 2
    prey = ("rabbit",)

    def eat(self) -> None:
        before = self.energy
        super().eat()
        if self.energy > before:
            self.world.kills += 1


class World:
    def __init__(self, width: int, height: int, seed: int) -> None:
        self.width, self.height = width, height
        self.rng = random.Random(seed)
        self.cells: Dict[Pos, List[Organism]] = {}
        self.organisms: List[Organism] = []
        self.kills = 0

    def at(self, pos: Pos) -> List[Organism]:
        return self.cells.get(pos, [])

    def add(self, organism: Organism) -> None:
        self.organisms.append(organism)
        self.cells.setdefault(organism.pos, []).append(organism)

    def relocate(self, organism: Organism, pos: Pos) -> None:
        if pos == organism.pos:
            return
        old = self.cells[organism.pos]
        old.remove(organism)
        if not old:
            del self.cells[organism.pos]
        organism.pos = pos
        self.cells.setdefault(pos, []).append(organism)

    def spawn(self, kind: str, count: int, energy: int) -> None:
        cls = Organism.registry[kind]
        positions = self.rng.sample([(x, y) for x in range(self.width) for y in range(self.height)], count)
        for pos in positions:
            self.add(cls(self, pos, energy))

    def tick(self) -> None:
        order = self.organisms[:]
        self.rng.shuffle(order)
        for organism in order:
            if organism.alive:
                organism.step()
        dead = [o for o in self.organisms if not o.alive]
        for o in dead:
            cell = self.cells[o.pos]
            cell.remove(o)
            if not cell:
                del self.cells[o.pos]
        self.organisms = [o for o in self.organisms if o.alive]
        if self.rng.random() < 0.5:
            self.spawn("grass", 3, 4)

    def census(self) -> Counter:
        return Counter(type(o).__name__ for o in self.organisms)

    def render_row(self, y: int) -> str:
        row = []
        for x in range(self.width):
            here = self.at((x, y))
            row.append(max((o.symbol for o in here), key="?.rF".index) if here else " ")
        return "".join(row)


def run(seed: int, ticks: int) -> Tuple[List[Tuple[int, int, int]], World]:
    world = World(30, 20, seed)
    world.spawn("grass", 180, 6)
    world.spawn("rabbit", 60, 20)
    world.spawn("fox", 14, 70)
    history = []
    for _ in range(ticks):
        world.tick()
        c = world.census()
        history.append((c["Grass"], c["Rabbit"], c["Fox"]))
    return history, world


def main() -> None:
    digest = 0
    for seed in range(5):  # test: for seed in range(2):
        history, world = run(seed, 110)  # test: history, world = run(seed, 25)
        peak_rabbits = max(h[1] for h in history)
        extinct = next((t for t, h in enumerate(history) if h[2] == 0), None)
        print(f"seed {seed}: final={history[-1]} peak_rabbits={peak_rabbits} "
              f"fox_extinct_at={extinct} kills={world.kills}")
        for t, (g, r, f) in enumerate(history):
            digest = (digest * 131 + g * 10007 + r * 101 + f + t) % 2_147_483_647
        if seed == 0:
            print("|" + world.render_row(0) + "|")
            oldest = max(world.organisms, key=lambda o: (o.age, -o.id))
            print("oldest:", oldest)
    print("registry:", sorted(Organism.registry))
    print("created:", Organism.created, "digest:", digest)
    try:
        Organism(None, (0, 0), 1)  # type: ignore[abstract]
    except TypeError as exc:
        print("abstract:", "abstract" in str(exc))


if __name__ == "__main__":
    main()

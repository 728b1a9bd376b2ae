# Benchmark (held-out style, after typical agent code): an entity-component-system game loop.
# A World keeps one dict per component type (entity id -> dataclass component); systems are
# classes with a `query` of component types whose update runs over the intersection of
# entities; a spatial hash finds neighbours for flocking and combat; events go through a
# small pub/sub bus; entities are spawned and destroyed while the loop runs; a summary of
# scores, deaths by cause and a position checksum is printed.
import math
import random
from collections import Counter, defaultdict
from dataclasses import dataclass, field


@dataclass
class Position:
    x: float
    y: float


@dataclass
class Velocity:
    dx: float
    dy: float


@dataclass
class Health:
    hp: int
    max_hp: int = 100


@dataclass
class Team:
    name: str


@dataclass
class Weapon:
    damage: int
    reach: float
    cooldown: int = 0


@dataclass
class Lifetime:
    ticks: int


@dataclass
class Score:
    kills: int = 0
    damage_done: int = 0


class EventBus:
    def __init__(self):
        self.handlers = defaultdict(list)
        self.counts = Counter()

    def on(self, kind):
        def register(fn):
            self.handlers[kind].append(fn)
            return fn
        return register

    def emit(self, kind, **payload):
        self.counts[kind] += 1
        for fn in self.handlers[kind]:
            fn(**payload)


class World:
    def __init__(self):
        self.stores = defaultdict(dict)
        self.next_id = 0
        self.dead = set()
        self.bus = EventBus()

    def spawn(self, *components):
        eid = self.next_id
        self.next_id += 1
        for comp in components:
            self.stores[type(comp)][eid] = comp
        return eid

    def destroy(self, eid):
        self.dead.add(eid)

    def flush(self):
        for eid in self.dead:
            for store in self.stores.values():
                store.pop(eid, None)
        self.dead.clear()

    def get(self, eid, kind):
        return self.stores[kind].get(eid)

    def query(self, *kinds):
        stores = [self.stores[k] for k in kinds]
        smallest = min(stores, key=len)
        for eid in list(smallest):
            if eid in self.dead:
                continue
            comps = []
            for s in stores:
                c = s.get(eid)
                if c is None:
                    break
                comps.append(c)
            else:
                yield eid, comps


class System:
    query = ()

    def __init__(self, world):
        self.world = world

    def run(self, tick):
        for eid, comps in self.world.query(*self.query):
            self.update(eid, *comps)

    def update(self, eid, *comps):
        raise NotImplementedError


class Movement(System):
    query = (Position, Velocity)

    def update(self, eid, pos, vel):
        pos.x = (pos.x + vel.dx) % 200.0
        pos.y = (pos.y + vel.dy) % 200.0


class SpatialHash:
    def __init__(self, cell):
        self.cell = cell
        self.grid = defaultdict(list)

    def build(self, world):
        self.grid.clear()
        for eid, (pos,) in world.query(Position):
            self.grid[(int(pos.x // self.cell), int(pos.y // self.cell))].append((eid, pos))

    def near(self, pos, radius):
        cx, cy = int(pos.x // self.cell), int(pos.y // self.cell)
        r2 = radius * radius
        for gx in range(cx - 1, cx + 2):
            for gy in range(cy - 1, cy + 2):
                for eid, p in self.grid.get((gx, gy), ()):
                    if (p.x - pos.x) ** 2 + (p.y - pos.y) ** 2 <= r2:
                        yield eid, p


class Flocking(System):
    query = (Position, Velocity, Team)

    def __init__(self, world, spatial):
        super().__init__(world)
        self.spatial = spatial

    def update(self, eid, pos, vel, team):
        sx = sy = 0.0
        n = 0
        for other, p in self.spatial.near(pos, 12.0):
            if other != eid:
                t = self.world.get(other, Team)
                if t is not None and t.name == team.name:
                    sx += p.x - pos.x
                    sy += p.y - pos.y
                    n += 1
        if n:
            vel.dx = max(-2.0, min(2.0, vel.dx * 0.9 + sx / n * 0.02))
            vel.dy = max(-2.0, min(2.0, vel.dy * 0.9 + sy / n * 0.02))


class Combat(System):
    query = (Position, Weapon, Team)

    def __init__(self, world, spatial):
        super().__init__(world)
        self.spatial = spatial

    def update(self, eid, pos, weapon, team):
        if weapon.cooldown > 0:
            weapon.cooldown -= 1
            return
        best = None
        for other, p in self.spatial.near(pos, weapon.reach):
            t = self.world.get(other, Team)
            if t is None or t.name == team.name or other in self.world.dead:
                continue
            d = math.hypot(p.x - pos.x, p.y - pos.y)
            if best is None or (d, other) < best:
                best = (d, other)
        if best is not None:
            self.world.bus.emit("hit", attacker=eid, target=best[1], damage=weapon.damage)
            weapon.cooldown = 3


class Aging(System):
    query = (Lifetime,)

    def update(self, eid, life):
        life.ticks -= 1
        if life.ticks <= 0:
            self.world.bus.emit("death", eid=eid, cause="age")


def main(ticks=120, n_units=220):
    rng = random.Random(8080)
    world = World()
    spatial = SpatialHash(12.0)
    deaths = Counter()

    @world.bus.on("hit")
    def on_hit(attacker, target, damage):
        hp = world.get(target, Health)
        if hp is None or target in world.dead:
            return
        hp.hp -= damage
        score = world.get(attacker, Score)
        if score is not None:
            score.damage_done += damage
        if hp.hp <= 0:
            if score is not None:
                score.kills += 1
            world.bus.emit("death", eid=target, cause="combat")

    @world.bus.on("death")
    def on_death(eid, cause):
        if eid not in world.dead:
            deaths[cause] += 1
            world.destroy(eid)

    def spawn_unit(team):
        return world.spawn(Position(rng.uniform(0, 200), rng.uniform(0, 200)),
                           Velocity(rng.uniform(-1, 1), rng.uniform(-1, 1)),
                           Health(rng.randint(40, 100)), Team(team),
                           Weapon(rng.randint(5, 15), rng.uniform(4, 9)), Score(),
                           Lifetime(rng.randint(60, 400)))

    for i in range(n_units):
        spawn_unit("red" if i % 2 else "blue")
    systems = [Movement(world), Flocking(world, spatial), Combat(world, spatial), Aging(world)]
    for tick in range(ticks):
        spatial.build(world)
        for s in systems:
            s.run(tick)
        world.flush()
        if tick % 10 == 0:
            for _ in range(rng.randint(2, 8)):
                spawn_unit(rng.choice(["red", "blue"]))
        if tick % 30 == 0:
            alive = Counter(t.name for _, (t,) in world.query(Team))
            print(f"tick {tick}: alive={dict(sorted(alive.items()))} deaths={dict(sorted(deaths.items()))}")
    scores = sorted(((s.kills, s.damage_done, eid) for eid, (s,) in world.query(Score)), reverse=True)
    print("top scorers:", scores[:5])
    checksum = sum(p.x * 3 + p.y for _, (p,) in world.query(Position))
    print(f"entities={len(world.stores[Position])} events={dict(sorted(world.bus.counts.items()))}")
    print(f"checksum {checksum:.4f}")


if __name__ == "__main__":
    main()  # test: main(ticks=25, n_units=40)

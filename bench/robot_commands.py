# Benchmark (held-out style, after typical agent code): a warehouse robot fleet driven by JSON
# command messages. Messages are parsed with json.loads and dispatched by `match` on mapping
# patterns (with captured **rest, literal values, guards and or-patterns); robots are dataclasses
# with an Enum heading, results are small dataclass events matched again by class patterns, and
# an audit log is summarised with collections.Counter.
import json
import random
from collections import Counter
from dataclasses import dataclass, field
from enum import Enum


class Heading(Enum):
    N = (0, -1)
    E = (1, 0)
    S = (0, 1)
    W = (-1, 0)

    def turn(self, steps):
        order = list(Heading)
        return order[(order.index(self) + steps) % 4]


@dataclass
class Robot:
    name: str
    x: int = 0
    y: int = 0
    heading: Heading = Heading.N
    battery: int = 100
    carrying: list = field(default_factory=list)


@dataclass(frozen=True)
class Moved:
    robot: str
    x: int
    y: int


@dataclass(frozen=True)
class Picked:
    robot: str
    item: str


@dataclass(frozen=True)
class Failed:
    robot: str
    reason: str


class Warehouse:
    def __init__(self, width, height, shelves):
        self.width = width
        self.height = height
        self.shelves = shelves
        self.robots = {}
        self.delivered = Counter()

    def handle(self, msg):
        match msg:
            case {"op": "spawn", "name": str(name), "at": [x, y]}:
                self.robots[name] = Robot(name, x, y)
                return Moved(name, x, y)
            case {"op": "move", "robot": name, "steps": int(steps)} if steps > 0:
                return self.move(self.robots[name], steps)
            case {"op": "turn", "robot": name, "dir": "left" | "right" as d}:
                bot = self.robots[name]
                bot.heading = bot.heading.turn(-1 if d == "left" else 1)
                return None
            case {"op": "pick", "robot": name, **rest}:
                return self.pick(self.robots[name], rest.get("item"))
            case {"op": "drop", "robot": name}:
                bot = self.robots[name]
                if not bot.carrying:
                    return Failed(name, "nothing to drop")
                item = bot.carrying.pop()
                self.delivered[item] += 1
                return Moved(name, bot.x, bot.y)
            case {"op": "charge", "robot": name, "amount": int(a) | float(a)}:
                bot = self.robots[name]
                bot.battery = min(100, bot.battery + int(a))
                return None
            case {"op": op}:
                return Failed(msg.get("robot", "?"), f"bad {op} command")
            case _:
                return Failed("?", "malformed")

    def move(self, bot, steps):
        dx, dy = bot.heading.value
        for _ in range(steps):
            nx, ny = bot.x + dx, bot.y + dy
            if not (0 <= nx < self.width and 0 <= ny < self.height):
                return Failed(bot.name, "wall")
            if (nx, ny) in self.shelves:
                return Failed(bot.name, "shelf")
            if bot.battery <= 0:
                return Failed(bot.name, "battery")
            bot.x, bot.y = nx, ny
            bot.battery -= 1 + len(bot.carrying)
        return Moved(bot.name, bot.x, bot.y)

    def pick(self, bot, item):
        for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            shelf = self.shelves.get((bot.x + dx, bot.y + dy))
            if shelf is not None and (item is None or item in shelf):
                chosen = item or shelf[0]
                if len(bot.carrying) >= 3:
                    return Failed(bot.name, "full")
                bot.carrying.append(chosen)
                return Picked(bot.name, chosen)
        return Failed(bot.name, "no shelf")


ITEMS = ["bolt", "nut", "gear", "belt", "fuse", "lamp", "cable", "valve"]


def make_messages(rng, robots, n):
    lines = []
    for i, name in enumerate(robots):
        lines.append(json.dumps({"op": "spawn", "name": name, "at": [i * 3 % 20, i % 15]}))
    for _ in range(n):
        name = rng.choice(robots)
        r = rng.random()
        if r < 0.35:
            msg = {"op": "move", "robot": name, "steps": rng.randint(-1, 5)}
        elif r < 0.55:
            msg = {"op": "turn", "robot": name, "dir": rng.choice(["left", "right", "back"])}
        elif r < 0.7:
            msg = {"op": "pick", "robot": name}
            if rng.random() < 0.5:
                msg["item"] = rng.choice(ITEMS)
        elif r < 0.85:
            msg = {"op": "drop", "robot": name}
        elif r < 0.95:
            msg = {"op": "charge", "robot": name, "amount": rng.choice([10, 25, 12.5])}
        else:
            msg = {"op": rng.choice(["dance", "sing"]), "robot": name}
        lines.append(json.dumps(msg))
    return lines


def main(n=22000):
    rng = random.Random(99)
    shelves = {}
    for _ in range(60):
        pos = (rng.randrange(20), rng.randrange(15))
        shelves[pos] = rng.sample(ITEMS, 3)
    wh = Warehouse(20, 15, shelves)
    robots = [f"R{i}" for i in range(8)]
    audit = Counter()
    reasons = Counter()
    moves = 0
    for line in make_messages(rng, robots, n):
        event = wh.handle(json.loads(line))
        match event:
            case Moved(robot=r, x=x, y=y) if x == 0 or y == 0:
                audit["edge"] += 1
                moves += 1
            case Moved():
                moves += 1
            case Picked(item="gear" | "fuse" as item):
                audit["precious:" + item] += 1
            case Picked():
                audit["picked"] += 1
            case Failed(reason=reason):
                reasons[reason.split()[0]] += 1
            case None:
                audit["quiet"] += 1
    print("moves", moves)
    print("audit", sorted(audit.items()))
    print("failures", reasons.most_common())
    print("delivered", sorted(wh.delivered.items()))
    for name in robots:
        bot = wh.robots[name]
        print(f"{name}: ({bot.x:2},{bot.y:2}) {bot.heading.name} battery={bot.battery:4} "
              f"carrying={bot.carrying}")


if __name__ == "__main__":
    main()  # test: main(n=400)

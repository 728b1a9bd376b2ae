# Benchmark (held-out style, after typical agent code): a text-adventure engine. Rooms and items
# are dataclasses loaded from a dict "world file", commands are parsed from strings (aliases,
# stop words, str.split/lower/strip), dispatched through a dict of bound methods, with a
# GameState Enum, custom exceptions for invalid moves, an inventory with weight limits and a
# scripted player driven by a seeded random.Random. Reports visit counts and a score digest.
from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum, auto
from typing import Callable, Dict, List, Optional


class GameState(Enum):
    PLAYING = auto()
    WON = auto()
    DEAD = auto()


class GameError(Exception):
    """Base class for player mistakes; the engine prints them and carries on."""


class CannotGo(GameError):
    pass


class NoSuchItem(GameError):
    pass


class TooHeavy(GameError):
    def __init__(self, item: str, weight: int, limit: int) -> None:
        super().__init__(f"{item} weighs {weight}, you can carry {limit}")
        self.item = item


@dataclass
class Item:
    name: str
    weight: int
    value: int = 0
    description: str = ""


@dataclass
class Room:
    key: str
    title: str
    exits: Dict[str, str] = field(default_factory=dict)
    items: List[Item] = field(default_factory=list)
    dark: bool = False
    visits: int = 0

    def describe(self) -> str:
        if self.dark:
            return "It is pitch black."
        names = ", ".join(sorted(i.name for i in self.items)) or "nothing"
        doors = ", ".join(sorted(self.exits))
        return f"{self.title}. You see {names}. Exits: {doors}."


WORLD = {
    "hall": ("Great Hall", {"north": "library", "east": "kitchen", "south": "garden"}, False),
    "library": ("Dusty Library", {"south": "hall", "up": "tower", "east": "study"}, False),
    "kitchen": ("Kitchen", {"west": "hall", "down": "cellar"}, False),
    "cellar": ("Cellar", {"up": "kitchen", "east": "vault"}, True),
    "vault": ("Vault", {"west": "cellar"}, False),
    "garden": ("Overgrown Garden", {"north": "hall", "east": "shed"}, False),
    "shed": ("Tool Shed", {"west": "garden"}, False),
    "study": ("Study", {"west": "library"}, False),
    "tower": ("Tower Top", {"down": "library"}, False),
}

ITEMS = {
    "hall": [("lamp", 3, 5, "a brass lamp")],
    "library": [("book", 2, 10, "a heavy tome"), ("scroll", 1, 25, "an old scroll")],
    "kitchen": [("knife", 1, 3, "a kitchen knife"), ("bread", 1, 1, "stale bread")],
    "cellar": [("barrel", 30, 2, "a wine barrel")],
    "vault": [("gold", 8, 100, "a pile of gold"), ("crown", 4, 150, "a jewelled crown")],
    "garden": [("rose", 1, 4, "a red rose")],
    "shed": [("shovel", 6, 6, "a rusty shovel"), ("rope", 2, 7, "a coil of rope")],
    "study": [("map", 1, 30, "a treasure map")],
    "tower": [("telescope", 9, 40, "a brass telescope")],
}

ALIASES = {"n": "north", "s": "south", "e": "east", "w": "west", "u": "up", "d": "down",
           "get": "take", "grab": "take", "l": "look", "i": "inventory", "inv": "inventory"}
STOP_WORDS = {"the", "a", "an", "to", "at", "up"}
DIRECTIONS = ("north", "south", "east", "west", "up", "down")


def build_world() -> Dict[str, Room]:
    rooms = {}
    for key, (title, exits, dark) in WORLD.items():
        room = Room(key, title, dict(exits), dark=dark)
        for name, weight, value, desc in ITEMS.get(key, []):
            room.items.append(Item(name, weight, value, desc))
        rooms[key] = room
    return rooms


class Game:
    CARRY_LIMIT = 15

    def __init__(self) -> None:
        self.rooms = build_world()
        self.here = self.rooms["hall"]
        self.inventory: List[Item] = []
        self.state = GameState.PLAYING
        self.moves = 0
        self.errors = 0
        self.log: List[str] = []
        self.commands: Dict[str, Callable[[List[str]], str]] = {
            "go": self.do_go,
            "take": self.do_take,
            "drop": self.do_drop,
            "look": self.do_look,
            "inventory": self.do_inventory,
            "light": self.do_light,
        }

    @property
    def carried(self) -> int:
        return sum(item.weight for item in self.inventory)

    @property
    def score(self) -> int:
        return sum(item.value for item in self.inventory) - self.moves // 10

    def parse(self, line: str) -> tuple[str, List[str]]:
        words = [ALIASES.get(w, w) for w in line.lower().strip().split() if w]
        if not words:
            raise GameError("say something")
        verb, *rest = words
        if verb in DIRECTIONS:
            return "go", [verb]
        args = [w for w in rest if w not in STOP_WORDS or w in DIRECTIONS]
        return verb, args

    def find_item(self, items: List[Item], name: str) -> Item:
        for item in items:
            if item.name == name:
                return item
        raise NoSuchItem(f"no {name} here")

    def do_go(self, args: List[str]) -> str:
        if not args:
            raise CannotGo("go where?")
        direction = args[0]
        try:
            target = self.here.exits[direction]
        except KeyError:
            raise CannotGo(f"you cannot go {direction} from {self.here.title}") from None
        if self.here.dark and not self.has("lamp"):
            self.state = GameState.DEAD
            return "You stumble in the dark and fall."
        self.here = self.rooms[target]
        self.here.visits += 1
        if self.here.key == "vault" and self.has("map"):
            self.state = GameState.WON
        return self.here.describe()

    def do_take(self, args: List[str]) -> str:
        if not args:
            raise NoSuchItem("take what?")
        item = self.find_item(self.here.items, args[0])
        if self.carried + item.weight > self.CARRY_LIMIT:
            raise TooHeavy(item.name, item.weight, self.CARRY_LIMIT - self.carried)
        self.here.items.remove(item)
        self.inventory.append(item)
        return f"Taken: {item.description}."

    def do_drop(self, args: List[str]) -> str:
        if not args:
            raise NoSuchItem("drop what?")
        item = self.find_item(self.inventory, args[0])
        self.inventory.remove(item)
        self.here.items.append(item)
        return f"Dropped {item.name}."

    def do_look(self, args: List[str]) -> str:
        return self.here.describe()

    def do_inventory(self, args: List[str]) -> str:
        if not self.inventory:
            return "You carry nothing."
        lines = [f"{i.name:<10}{i.weight:>3}kg" for i in sorted(self.inventory, key=lambda i: i.name)]
        return "\n".join(lines)

    def do_light(self, args: List[str]) -> str:
        if not self.has("lamp"):
            raise NoSuchItem("you have no lamp")
        self.here.dark = False
        return "The lamp glows."

    def has(self, name: str) -> bool:
        return any(item.name == name for item in self.inventory)

    def step(self, line: str) -> Optional[str]:
        self.moves += 1
        try:
            verb, args = self.parse(line)
            handler = self.commands.get(verb)
            if handler is None:
                raise GameError(f"I don't know how to {verb!r}")
            reply = handler(args)
        except TooHeavy as exc:
            self.errors += 1
            reply = f"Too heavy: {exc}"
        except GameError as exc:
            self.errors += 1
            reply = f"Sorry, {exc}."
        self.log.append(reply)
        return reply


def random_command(rng: random.Random, game: Game) -> str:
    roll = rng.random()
    if roll < 0.45:
        direction = rng.choice(list(game.here.exits) + ["north", "w"])
        return rng.choice([direction, f"go {direction}", f"walk to the {direction}"])
    if roll < 0.7:
        pool = [i.name for i in game.here.items] or ["ghost"]
        return f"{rng.choice(['take', 'get', 'grab'])} the {rng.choice(pool)}"
    if roll < 0.8 and game.inventory:
        return f"drop {rng.choice(game.inventory).name}"
    return rng.choice(["look", "i", "light lamp", "l", "inventory", "dance", ""])


def play(seed: int, max_moves: int) -> tuple[GameState, int, int, int, int]:
    rng = random.Random(seed)
    game = Game()
    while game.state is GameState.PLAYING and game.moves < max_moves:
        game.step(random_command(rng, game))
    digest = sum(len(line) for line in game.log) % 100003
    return game.state, game.moves, game.errors, game.score, digest


def main() -> None:
    outcomes = {state: 0 for state in GameState}
    total_moves = total_errors = total_digest = 0
    best = (-10**9, -1)
    for seed in range(260):  # test: for seed in range(12):
        state, moves, errors, score, digest = play(seed, 400)
        outcomes[state] += 1
        total_moves += moves
        total_errors += errors
        total_digest = (total_digest * 31 + digest) % 1_000_000_007
        if score > best[0]:
            best = (score, seed)
    for state, count in outcomes.items():
        print(f"{state.name:<8} {count}")
    print(f"moves={total_moves} errors={total_errors} best_score={best[0]} (seed {best[1]})")
    print(f"digest={total_digest}")


if __name__ == "__main__":
    main()

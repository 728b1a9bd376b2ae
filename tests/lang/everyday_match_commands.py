# A command interpreter using structural pattern matching.
from dataclasses import dataclass

@dataclass
class Move:
    dx: int
    dy: int

@dataclass
class Say:
    text: str

def run(commands):
    x = y = 0
    log = []
    for cmd in commands:
        match cmd:
            case Move(dx=0, dy=0):
                log.append("noop")
            case Move(dx, dy) if abs(dx) + abs(dy) > 5:
                log.append(f"too far {dx},{dy}")
            case Move(dx, dy):
                x, y = x + dx, y + dy
                log.append(f"at {x},{y}")
            case Say(text=t):
                log.append(f"say {t!r}")
            case ("teleport", int(nx), int(ny)):
                x, y = nx, ny
                log.append(f"jump {x},{y}")
            case {"op": "reset", **rest}:
                x = y = 0
                log.append(f"reset {sorted(rest)}")
            case [first, *others] if isinstance(first, str):
                log.append(f"list {first} +{len(others)}")
            case (str() | int()) as s:
                log.append(f"atom {s}")
            case _:
                log.append(f"unknown {cmd!r}")
    return (x, y), log

pos, log = run([Move(1, 2), Move(0, 0), Move(9, 9), Say("hi"), ("teleport", 5, 5),
                Move(-1, 0), {"op": "reset", "why": 1, "who": 2}, ["a", 1, 2],
                "word", 42, 3.5, None])
print(pos)
for line in log:
    print(" ", line)

def classify(value):
    match value:
        case 0 | 1:
            return "bit"
        case int(n) if n < 0:
            return "negative"
        case [x, y]:
            return f"pair({x},{y})"
        case (x, y, z):
            return f"triple sum {x + y + z}"
        case {"name": str(name)}:
            return "named " + name
        case _:
            return "other"

for v in [0, 1, -5, 7, [1, 2], (1, 2, 3), {"name": "n"}, {"name": 3}, "s"]:
    print(repr(v), "->", classify(v))

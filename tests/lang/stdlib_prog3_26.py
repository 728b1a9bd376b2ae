from enum import Enum, auto

class State(Enum):
    IDLE = auto()
    RUNNING = auto()
    PAUSED = auto()
    DONE = auto()

    def can_go(self, other):
        return other in TRANSITIONS[self]

TRANSITIONS = {State.IDLE: {State.RUNNING}, State.RUNNING: {State.PAUSED, State.DONE}, State.PAUSED: {State.RUNNING, State.DONE}, State.DONE: set()}

class Job:
    def __init__(self, name):
        self.name = name
        self.state = State.IDLE
        self.trail = [self.state]
    def go(self, new):
        if not self.state.can_go(new):
            raise RuntimeError(f"{self.name}: {self.state.name} -> {new.name} not allowed")
        self.state = new
        self.trail.append(new)

j = Job("build")
for s in [State.RUNNING, State.PAUSED, State.RUNNING, State.IDLE, State.DONE, State.RUNNING]:
    try:
        j.go(s)
        print("now", j.state)
    except RuntimeError as e:
        print("error:", e)
print(" > ".join(s.name.lower() for s in j.trail))
print(len(State), State.DONE in TRANSITIONS, repr(State.PAUSED), State(2).name, hash(State.IDLE) == hash(State.IDLE))
counts = {s: 0 for s in State}
for s in j.trail:
    counts[s] += 1
print({k.name: v for k, v in counts.items()})

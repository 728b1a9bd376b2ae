from enum import Enum, auto
from typing import Dict, Set


class State(Enum):
    IDLE = auto()
    RUNNING = auto()
    PAUSED = auto()
    DONE = auto()
    FAILED = auto()


TRANSITIONS: Dict[State, Set[State]] = {
    State.IDLE: {State.RUNNING},
    State.RUNNING: {State.PAUSED, State.DONE, State.FAILED},
    State.PAUSED: {State.RUNNING, State.FAILED},
    State.DONE: set(),
    State.FAILED: {State.IDLE},
}


class InvalidTransition(Exception):
    pass


class Machine:
    def __init__(self) -> None:
        self.state = State.IDLE
        self.log = []

    def go(self, new: State) -> None:
        if new not in TRANSITIONS[self.state]:
            raise InvalidTransition(f"{self.state.name} -> {new.name}")
        self.log.append((self.state, new))
        self.state = new


m = Machine()
for step in [State.RUNNING, State.PAUSED, State.RUNNING, State.DONE, State.IDLE]:
    try:
        m.go(step)
        print("now", m.state)
    except InvalidTransition as e:
        print("invalid:", e)

print([s.value for s in State])
print(State.DONE.name, State.DONE.value, State(3))
print(State.IDLE is State["IDLE"], State.IDLE == State.IDLE, State.IDLE != State.DONE)
print(len(m.log), m.log[0])
print({s: len(t) for s, t in TRANSITIONS.items()})
print(State.PAUSED in TRANSITIONS[State.RUNNING])
print(isinstance(State.IDLE, State), type(State.IDLE).__name__)
print(State.__members__.keys())

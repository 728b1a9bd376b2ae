# Benchmark (held-out style, after typical agent code): an elevator bank as enum-driven state
# machines. Each car has a State (Enum with auto()) and a Direction (IntEnum); transitions are
# looked up in a dict keyed by (state, event) and dispatched to handler methods by name; calls
# arrive as a seeded random stream; a dispatcher picks the car by a cost function; per-floor
# queues are deques; a small class hierarchy (Car -> ExpressCar) overrides policies with super().
import random
from collections import Counter, deque
from enum import Enum, IntEnum, auto


class State(Enum):
    IDLE = auto()
    MOVING = auto()
    DOORS_OPENING = auto()
    DOORS_OPEN = auto()
    DOORS_CLOSING = auto()
    MAINTENANCE = auto()


class Direction(IntEnum):
    DOWN = -1
    NONE = 0
    UP = 1


class Event(Enum):
    CALL = "call"
    ARRIVE = "arrive"
    TICK = "tick"
    FAULT = "fault"
    REPAIR = "repair"


TRANSITIONS = {
    (State.IDLE, Event.CALL): (State.MOVING, "start"),
    (State.IDLE, Event.ARRIVE): (State.DOORS_OPENING, "open"),
    (State.MOVING, Event.TICK): (State.MOVING, "step"),
    (State.MOVING, Event.ARRIVE): (State.DOORS_OPENING, "open"),
    (State.DOORS_OPENING, Event.TICK): (State.DOORS_OPEN, "board"),
    (State.DOORS_OPEN, Event.TICK): (State.DOORS_CLOSING, "close"),
    (State.DOORS_CLOSING, Event.TICK): (State.IDLE, "settle"),
    (State.IDLE, Event.FAULT): (State.MAINTENANCE, "fault"),
    (State.MOVING, Event.FAULT): (State.MAINTENANCE, "fault"),
    (State.MAINTENANCE, Event.REPAIR): (State.IDLE, "settle"),
}


class Car:
    capacity = 8

    def __init__(self, ident, floors):
        self.ident = ident
        self.floors = floors
        self.floor = 0
        self.state = State.IDLE
        self.direction = Direction.NONE
        self.stops = set()
        self.riders = []
        self.log = Counter()
        self.moved = 0
        self.delivered = 0

    def cost(self, floor):
        if self.state is State.MAINTENANCE:
            return 10_000
        d = abs(self.floor - floor)
        if self.direction is Direction.NONE:
            return d + len(self.stops)
        ahead = (floor - self.floor) * self.direction >= 0
        return d + len(self.stops) * 2 + (0 if ahead else 2 * self.floors)

    def fire(self, event, building):
        key = (self.state, event)
        if key not in TRANSITIONS:
            self.log["ignored " + event.value] += 1
            return False
        new_state, action = TRANSITIONS[key]
        self.log[f"{self.state.name}->{new_state.name}"] += 1
        self.state = new_state
        getattr(self, "on_" + action)(building)
        return True

    def on_start(self, building):
        self.pick_direction()

    def on_step(self, building):
        self.floor += self.direction
        self.moved += 1
        if self.floor in self.stops:
            self.fire(Event.ARRIVE, building)

    def on_open(self, building):
        self.stops.discard(self.floor)

    def on_board(self, building):
        staying = []
        for dest, t0 in self.riders:
            if dest == self.floor:
                building.trip_times.append(building.now - t0)
                self.delivered += 1
            else:
                staying.append((dest, t0))
        self.riders = staying
        queue = building.waiting[self.floor]
        while queue and len(self.riders) < self.capacity:
            dest, t0 = queue.popleft()
            self.riders.append((dest, t0))
            self.stops.add(dest)

    def on_close(self, building):
        pass

    def on_settle(self, building):
        self.pick_direction()
        if self.direction is not Direction.NONE:
            self.state = State.MOVING
        elif building.waiting[self.floor]:
            self.state = State.DOORS_OPENING

    def on_fault(self, building):
        self.direction = Direction.NONE

    def pick_direction(self):
        if not self.stops:
            self.direction = Direction.NONE
            return
        above = [s for s in self.stops if s > self.floor]
        below = [s for s in self.stops if s < self.floor]
        if self.direction is Direction.UP and above or not below:
            self.direction = Direction.UP if above else Direction.NONE
        else:
            self.direction = Direction.DOWN
        if self.direction is Direction.NONE and self.floor in self.stops:
            self.stops.discard(self.floor)


class ExpressCar(Car):
    capacity = 12

    def __init__(self, ident, floors, lobby_only=True):
        super().__init__(ident, floors)
        self.lobby_only = lobby_only

    def cost(self, floor):
        base = super().cost(floor)
        return base if floor == 0 or floor > self.floors // 2 else base + self.floors


class Building:
    def __init__(self, floors, cars):
        self.floors = floors
        self.cars = cars
        self.waiting = [deque() for _ in range(floors)]
        self.now = 0
        self.trip_times = []
        self.calls = Counter()

    def call(self, src, dest):
        self.waiting[src].append((dest, self.now))
        self.calls[Direction.UP if dest > src else Direction.DOWN] += 1
        car = min(self.cars, key=lambda c: (c.cost(src), c.ident))
        car.stops.add(src)
        if car.state is State.IDLE:
            if car.floor == src:
                car.fire(Event.ARRIVE, self)
            else:
                car.fire(Event.CALL, self)

    def tick(self, rng):
        self.now += 1
        for car in self.cars:
            if car.state is State.MAINTENANCE:
                if rng.random() < 0.05:
                    car.fire(Event.REPAIR, self)
            elif rng.random() < 0.0005:
                car.fire(Event.FAULT, self)
            elif car.state is State.IDLE:
                if car.stops:
                    car.fire(Event.CALL, self)
            else:
                car.fire(Event.TICK, self)


def main(ticks=25000, floors=20, seed=3):
    rng = random.Random(seed)
    cars = [Car(i, floors) for i in range(3)] + [ExpressCar(3, floors)]
    b = Building(floors, cars)
    for _ in range(ticks):
        if rng.random() < 0.35:
            src = 0 if rng.random() < 0.4 else rng.randrange(floors)
            dest = rng.randrange(floors)
            if dest != src:
                b.call(src, dest)
        b.tick(rng)
    waiting = sum(len(q) for q in b.waiting)
    print(f"ticks {b.now} calls up {b.calls[Direction.UP]} down {b.calls[Direction.DOWN]} waiting {waiting}")
    times = sorted(b.trip_times)
    if times:
        print(f"trips {len(times)} mean {sum(times) / len(times):.2f} median {times[len(times) // 2]} max {times[-1]}")
    for car in cars:
        kind = type(car).__name__
        print(f"{kind:<10} #{car.ident} floor {car.floor:2d} {car.state.name:<13} moved {car.moved:5d} delivered {car.delivered:4d}")
        for name, n in sorted(car.log.items(), key=lambda kv: (-kv[1], kv[0]))[:3]:
            print(f"    {name:<28} {n}")
    states = Counter(c.state for c in cars)
    print(", ".join(f"{s.name.lower()}={states[s]}" for s in State if states[s]))
    print("directions", sorted(int(d) for d in Direction), max(Direction).name)


if __name__ == "__main__":
    main()  # test: main(ticks=800)

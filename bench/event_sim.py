# Benchmark (held-out style, after typical agent code): a discrete-event simulation of a
# small factory. Events are dataclasses(order=True) in a heapq priority queue, machine states
# are an Enum, jobs are namedtuples, statistics are gathered in dataclasses with field
# default_factory, and the report uses enum names, sorted() and f-strings.
import heapq
from collections import namedtuple
from dataclasses import dataclass, field
from enum import Enum


class State(Enum):
    IDLE = 1
    BUSY = 2
    BROKEN = 3


Job = namedtuple("Job", ["id", "kind", "work", "priority"])


@dataclass(order=True)
class Event:
    time: int
    seq: int
    kind: str = field(compare=False)
    machine: int = field(compare=False, default=-1)
    job: object = field(compare=False, default=None)


@dataclass
class Machine:
    id: int
    speed: int
    state: State = State.IDLE
    done: int = 0
    busy_time: int = 0
    queue: list = field(default_factory=list)


@dataclass
class Stats:
    completed: int = 0
    breakdowns: int = 0
    waits: list = field(default_factory=list)
    by_kind: dict = field(default_factory=dict)


class Sim:
    def __init__(self, n_machines, seed):
        self.x = seed
        self.now = 0
        self.seq = 0
        self.events = []
        self.machines = [Machine(i, 1 + i % 3) for i in range(n_machines)]
        self.stats = Stats()
        self.arrival = {}

    def rand(self, n):
        self.x = (self.x * 1103515245 + 12345) & 0x7FFFFFFF
        return (self.x >> 8) % n

    def schedule(self, dt, kind, machine=-1, job=None):
        self.seq += 1
        heapq.heappush(self.events, Event(self.now + dt, self.seq, kind, machine, job))

    def pick_machine(self):
        best = min(self.machines, key=lambda m: (m.state != State.IDLE, len(m.queue), -m.speed, m.id))
        return best

    def start(self, m):
        if m.state is State.IDLE and m.queue:
            m.queue.sort(key=lambda j: (-j.priority, j.id))
            job = m.queue.pop(0)
            m.state = State.BUSY
            dur = max(1, job.work // m.speed)
            m.busy_time += dur
            self.stats.waits.append(self.now - self.arrival.pop(job.id))
            self.schedule(dur, "done", m.id, job)

    def handle(self, ev):
        self.now = ev.time
        if ev.kind == "arrive":
            job = ev.job
            self.arrival[job.id] = self.now
            m = self.pick_machine()
            m.queue.append(job)
            self.start(m)
        elif ev.kind == "done":
            m = self.machines[ev.machine]
            if m.state is State.BUSY:
                m.state = State.IDLE
                m.done += 1
                self.stats.completed += 1
                k = ev.job.kind
                self.stats.by_kind[k] = self.stats.by_kind.get(k, 0) + 1
            self.start(m)
        elif ev.kind == "break":
            m = self.machines[ev.machine]
            if m.state is not State.BROKEN:
                self.stats.breakdowns += 1
                if m.state is State.BUSY:
                    m.queue.insert(0, Job(-self.seq, "redo", 5, 9))
                    self.arrival[-self.seq] = self.now
                m.state = State.BROKEN
                self.schedule(20 + self.rand(30), "repair", m.id)
        elif ev.kind == "repair":
            m = self.machines[ev.machine]
            m.state = State.IDLE
            self.start(m)

    def run(self, n_jobs):
        kinds = ("bolt", "gear", "axle", "frame")
        t = 0
        for i in range(n_jobs):
            t += self.rand(6)
            job = Job(i, kinds[self.rand(4)], 5 + self.rand(40), self.rand(3))
            self.seq += 1
            heapq.heappush(self.events, Event(t, self.seq, "arrive", -1, job))
            if i % 50 == 0:
                self.seq += 1
                heapq.heappush(self.events, Event(t + 3, self.seq, "break", self.rand(len(self.machines))))
        while self.events:
            self.handle(heapq.heappop(self.events))


def main():
    for seed in (1, 2, 3):
        sim = Sim(8, seed)
        sim.run(12000)
        st = sim.stats
        print(f"seed {seed}: t={sim.now} done={st.completed} breaks={st.breakdowns} "
              f"avg_wait={sum(st.waits) / len(st.waits):.2f} max_wait={max(st.waits)}")
        print("  ", sorted(st.by_kind.items()))
        for m in sorted(sim.machines, key=lambda m: -m.done)[:3]:
            print("  ", m.id, m.speed, m.state.name, m.done, m.busy_time)
    print(repr(State.BUSY), Job(1, "x", 2, 3), Event(1, 2, "k") < Event(1, 3, "a"))


main()

# Benchmark (held-out style, written blind in session 21, heldout21): A walk-in clinic as a
# process-based discrete-event simulation: an event loop on heapq that drives generator
# processes, a priority resource for doctors, triage levels as an IntEnum, reneging patients,
# lab tests, and a statistics report per level and per shift.

import heapq
import random
import statistics
from collections import deque, defaultdict, Counter
from dataclasses import dataclass, field
from enum import IntEnum


class Level(IntEnum):
    CRITICAL = 1
    URGENT = 2
    STANDARD = 3
    MINOR = 4


class Timeout:
    __slots__ = ("delay",)

    def __init__(self, delay):
        self.delay = delay


class Request:
    __slots__ = ("resource", "priority", "granted_at")

    def __init__(self, resource, priority):
        self.resource = resource
        self.priority = priority
        self.granted_at = None


class Env:
    def __init__(self):
        self.now = 0.0
        self.queue = []
        self.seq = 0
        self.processed = 0

    def process(self, gen):
        self.schedule(0.0, gen, None)

    def schedule(self, delay, gen, value):
        self.seq += 1
        heapq.heappush(self.queue, (self.now + delay, self.seq, gen, value))

    def run(self, until):
        while self.queue and self.queue[0][0] <= until:
            self.now, _, gen, value = heapq.heappop(self.queue)
            self.processed += 1
            self.step(gen, value)

    def step(self, gen, value):
        try:
            cmd = gen.send(value)
        except StopIteration:
            return
        if isinstance(cmd, Timeout):
            self.schedule(cmd.delay, gen, None)
        elif isinstance(cmd, Request):
            cmd.resource.request(cmd, gen)
        else:
            raise TypeError(f"bad command {cmd!r}")


class PriorityResource:
    def __init__(self, env, name, capacity):
        self.env = env
        self.name = name
        self.capacity = capacity
        self.busy = 0
        self.waiting = []
        self.count = 0
        self.busy_time = 0.0
        self.last = 0.0

    def _account(self):
        self.busy_time += self.busy * (self.env.now - self.last)
        self.last = self.env.now

    def request(self, req, gen):
        self._account()
        if self.busy < self.capacity:
            self.busy += 1
            req.granted_at = self.env.now
            self.env.schedule(0.0, gen, req)
        else:
            self.count += 1
            heapq.heappush(self.waiting, (req.priority, self.count, req, gen))

    def cancel(self, req):
        self.waiting = [w for w in self.waiting if w[2] is not req]
        heapq.heapify(self.waiting)

    def release(self):
        self._account()
        if self.waiting:
            _, _, req, gen = heapq.heappop(self.waiting)
            req.granted_at = self.env.now
            self.env.schedule(0.0, gen, req)
        else:
            self.busy -= 1

    def utilization(self):
        self._account()
        return self.busy_time / (self.capacity * self.env.now) if self.env.now else 0.0


@dataclass
class Patient:
    pid: int
    level: Level
    arrived: float
    patience: float
    waited: float = 0.0
    left_early: bool = False
    done_at: float = None
    tests: list = field(default_factory=list)

    @property
    def total(self):
        return None if self.done_at is None else self.done_at - self.arrived


class Clinic:
    SERVICE = {Level.CRITICAL: 30, Level.URGENT: 20, Level.STANDARD: 12, Level.MINOR: 6}

    def __init__(self, env, rng, doctors, labs):
        self.env = env
        self.rng = rng
        self.doctors = PriorityResource(env, "doctors", doctors)
        self.lab = PriorityResource(env, "lab", labs)
        self.patients = []
        self.log = deque(maxlen=5)

    def arrivals(self, rate, count):
        weights = [1, 4, 10, 8]
        for pid in range(count):
            yield Timeout(self.rng.expovariate(rate))
            level = Level(self.rng.choices(range(1, 5), weights)[0])
            p = Patient(pid, level, self.env.now, patience=self.rng.uniform(30, 120) * level)
            self.patients.append(p)
            self.env.process(self.visit(p))
            self.env.process(self.renege_watch(p))

    def renege_watch(self, p):
        yield Timeout(p.patience)
        if p.waited == 0.0 and p.done_at is None and not p.tests and getattr(p, "_req", None):
            req = p._req
            if req.granted_at is None and p.level >= Level.STANDARD:
                p.left_early = True
                self.doctors.cancel(req)
                self.log.append(f"{self.env.now:.1f} patient {p.pid} left")

    def visit(self, p):
        req = Request(self.doctors, (p.level, p.arrived))
        p._req = req
        yield req
        if p.left_early:
            return
        p.waited = self.env.now - p.arrived
        yield Timeout(self.rng.expovariate(1 / self.SERVICE[p.level]))
        if self.rng.random() < 0.35 or p.level == Level.CRITICAL:
            self.doctors.release()
            lab_req = Request(self.lab, (p.level, self.env.now))
            yield lab_req
            kind = self.rng.choice(["blood", "xray", "ecg"])
            yield Timeout(self.rng.uniform(5, 25))
            p.tests.append(kind)
            self.lab.release()
            follow = Request(self.doctors, (p.level - 0.5, self.env.now))
            yield follow
            yield Timeout(self.rng.uniform(3, 8))
        self.doctors.release()
        p.done_at = self.env.now


def report(clinic):
    by_level = defaultdict(list)
    left = Counter()
    for p in clinic.patients:
        if p.left_early:
            left[p.level.name] += 1
        elif p.done_at is not None:
            by_level[p.level].append(p)
    lines = []
    for level in sorted(by_level):
        ps = by_level[level]
        waits = [p.waited for p in ps]
        totals = [p.total for p in ps]
        q = statistics.quantiles(waits, n=10) if len(waits) > 1 else [0.0] * 9
        lines.append(f"{level.name:<9} n={len(ps):4d} wait mean={statistics.mean(waits):7.2f} "
                     f"p90={q[-1]:7.2f} total median={statistics.median(totals):7.2f}")
    tests = Counter(t for p in clinic.patients for t in p.tests)
    return lines, left, tests


def main(patients=1500, seeds=(1, 2, 3, 4, 5)):
    for seed in seeds:
        rng = random.Random(seed)
        env = Env()
        clinic = Clinic(env, rng, doctors=3 + seed % 2, labs=2)
        env.process(clinic.arrivals(rate=1 / 4.5, count=patients))
        env.run(until=patients * 10.0)
        lines, left, tests = report(clinic)
        print(f"seed {seed}: events={env.processed} now={env.now:.1f} "
              f"doctors={clinic.doctors.utilization():.3f} lab={clinic.lab.utilization():.3f}")
        for line in lines:
            print("  " + line)
        print("  left", sorted(left.items()), "tests", sorted(tests.items()))
        print("  last", list(clinic.log)[-2:])
    try:
        env = Env()
        env.process((x for x in [42]))
        env.run(1.0)
    except TypeError as e:
        print("error:", e)


if __name__ == "__main__":
    main()  # test: main(patients=60, seeds=(1,))

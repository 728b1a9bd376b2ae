# Benchmark (held-out style, after typical agent code): an API gateway simulation with rate
# limiters and a job scheduler on a simulated, timezone-aware UTC clock of datetime objects.
# Token-bucket, sliding-window-log (deque of datetimes) and fixed-window (timestamp() keys)
# limiters behind an abc.ABC, per client and per tier; a priority job scheduler on heapq with
# retries and exponential backoff (timedelta arithmetic), recurring jobs, a
# dataclass(order=True) job record, IntEnum priorities, statistics.mean/median latency
# reports and isoformat()/strftime output.
from __future__ import annotations

import heapq
import random
import statistics
from abc import ABC, abstractmethod
from collections import defaultdict, deque
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from enum import IntEnum
from typing import Deque, Dict, List, Optional


class Priority(IntEnum):
    HIGH = 0
    NORMAL = 1
    LOW = 2


class RateLimiter(ABC):
    @abstractmethod
    def allow(self, now: datetime) -> bool: ...

    def describe(self) -> str:
        return type(self).__name__


class TokenBucket(RateLimiter):
    def __init__(self, rate_per_s: float, capacity: int) -> None:
        self.rate = rate_per_s
        self.capacity = capacity
        self.tokens = float(capacity)
        self.updated: Optional[datetime] = None

    def allow(self, now: datetime) -> bool:
        if self.updated is not None:
            elapsed = (now - self.updated).total_seconds()
            self.tokens = min(self.capacity, self.tokens + elapsed * self.rate)
        self.updated = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


class SlidingWindowLog(RateLimiter):
    def __init__(self, limit: int, window: timedelta) -> None:
        self.limit = limit
        self.window = window
        self.log: Deque[datetime] = deque()

    def allow(self, now: datetime) -> bool:
        cutoff = now - self.window
        while self.log and self.log[0] <= cutoff:
            self.log.popleft()
        if len(self.log) < self.limit:
            self.log.append(now)
            return True
        return False


class FixedWindow(RateLimiter):
    def __init__(self, limit: int, seconds: int) -> None:
        self.limit = limit
        self.seconds = seconds
        self.counts: Dict[int, int] = {}

    def allow(self, now: datetime) -> bool:
        key = int(now.timestamp()) // self.seconds
        count = self.counts.get(key, 0)
        if count >= self.limit:
            return False
        self.counts[key] = count + 1
        if len(self.counts) > 4:
            for old in sorted(self.counts)[:-2]:
                del self.counts[old]
        return True


@dataclass(order=True)
class Job:
    run_at: datetime
    priority: Priority
    seq: int
    name: str = field(compare=False)
    client: str = field(compare=False)
    attempts: int = field(default=0, compare=False)
    every: Optional[timedelta] = field(default=None, compare=False)
    submitted: Optional[datetime] = field(default=None, compare=False)


class TransientError(Exception):
    pass


class Scheduler:
    MAX_ATTEMPTS = 4

    def __init__(self, rng: random.Random) -> None:
        self.queue: List[Job] = []
        self.seq = 0
        self.rng = rng
        self.latencies: Dict[Priority, List[float]] = defaultdict(list)
        self.failed: List[str] = []
        self.done = 0
        self.retries = 0

    def submit(self, name: str, client: str, at: datetime, priority: Priority = Priority.NORMAL,
               every: Optional[timedelta] = None) -> Job:
        self.seq += 1
        job = Job(at, priority, self.seq, name, client, every=every, submitted=at)
        heapq.heappush(self.queue, job)
        return job

    def execute(self, job: Job) -> None:
        failure_rate = 0.15 if job.name.startswith("sync") else 0.05
        if self.rng.random() < failure_rate:
            raise TransientError(f"{job.name} failed on attempt {job.attempts}")

    def run_until(self, now: datetime) -> int:
        ran = 0
        while self.queue and self.queue[0].run_at <= now:
            job = heapq.heappop(self.queue)
            job.attempts += 1
            try:
                self.execute(job)
            except TransientError:
                if job.attempts >= self.MAX_ATTEMPTS:
                    self.failed.append(f"{job.name}@{job.client}")
                    continue
                self.retries += 1
                backoff = timedelta(seconds=2 ** job.attempts + self.rng.random())
                job.run_at = now + backoff
                heapq.heappush(self.queue, job)
                continue
            ran += 1
            self.done += 1
            assert job.submitted is not None
            self.latencies[job.priority].append((now - job.submitted).total_seconds())
            if job.every is not None:
                self.submit(job.name, job.client, job.run_at + job.every, job.priority, job.every)
        return ran


TIERS = {
    "free": lambda: SlidingWindowLog(5, timedelta(seconds=10)),
    "pro": lambda: TokenBucket(2.0, 10),
    "enterprise": lambda: FixedWindow(40, 10),
}


def simulate(n_requests: int, n_clients: int) -> None:
    rng = random.Random(99)
    clock = datetime(2024, 3, 10, 8, 0, 0, tzinfo=timezone.utc)
    clients = {f"client{i:02d}": rng.choice(list(TIERS)) for i in range(n_clients)}
    limiters: Dict[str, RateLimiter] = {c: TIERS[tier]() for c, tier in clients.items()}
    global_limit = TokenBucket(25.0, 60)
    sched = Scheduler(rng)
    sched.submit("report-hourly", "system", clock, Priority.LOW, every=timedelta(hours=1))
    sched.submit("sync-billing", "system", clock, Priority.HIGH, every=timedelta(minutes=5))
    accepted: Dict[str, int] = defaultdict(int)
    rejected: Dict[str, int] = defaultdict(int)
    per_minute: Dict[str, int] = defaultdict(int)
    for i in range(n_requests):
        clock += timedelta(milliseconds=rng.expovariate(1 / 40.0))
        client = rng.choice(list(clients)) if rng.random() < 0.7 else "client00"
        limiter = limiters[client]
        if not global_limit.allow(clock) or not limiter.allow(clock):
            rejected[clients[client]] += 1
            continue
        accepted[clients[client]] += 1
        per_minute[clock.strftime("%H:%M")] += 1
        if i % 7 == 0:
            prio = Priority(rng.randrange(3))
            sched.submit(f"job{i}", client, clock + timedelta(seconds=rng.randint(0, 30)), prio)
        if i % 50 == 0:
            sched.run_until(clock)
    sched.run_until(clock + timedelta(hours=2))
    print(f"start=2024-03-10T08:00:00+00:00 end={clock.replace(microsecond=0).isoformat()}")
    for tier in sorted(TIERS):
        total = accepted[tier] + rejected[tier]
        share = accepted[tier] / total if total else 0.0
        print(f"{tier:<11} accepted={accepted[tier]:>6} rejected={rejected[tier]:>6} ({share:.1%})")
    busiest = sorted(per_minute.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    print("busiest minutes:", ", ".join(f"{m}={n}" for m, n in busiest))
    print(f"jobs done={sched.done} retries={sched.retries} failed={len(sched.failed)} "
          f"queued={len(sched.queue)}")
    for prio in Priority:
        lat = sched.latencies.get(prio, [])
        if lat:
            print(f"{prio.name:<7} n={len(lat):>5} mean={statistics.mean(lat):8.2f}s "
                  f"median={statistics.median(lat):7.2f}s max={max(lat):8.2f}s")
    print("first failures:", sorted(sched.failed)[:3])
    print("limiters:", sorted({lim.describe() for lim in limiters.values()}))


if __name__ == "__main__":
    simulate(n_requests=60_000, n_clients=40)  # test: simulate(n_requests=4_000, n_clients=12)

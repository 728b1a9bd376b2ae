# Benchmark (held-out style, after pyperformance's generators/coroutines and typical agent
# code): a streaming log pipeline. Iterator classes with __iter__/__next__, generator stages
# chained with yield from, a coroutine sink driven with send() and close(), itertools
# (islice, chain, groupby, accumulate, tee, takewhile), a context manager class and
# contextlib.contextmanager, and a sliding-window average with collections.deque.
import itertools
from collections import deque
from contextlib import contextmanager


class LineSource:
    """Produces synthetic log lines from a linear congruential generator."""

    LEVELS = ("DEBUG", "INFO", "INFO", "INFO", "WARN", "ERROR")
    SERVICES = ("api", "db", "cache", "auth", "queue")

    def __init__(self, count, seed):
        self.count = count
        self.state = seed
        self.emitted = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self.emitted >= self.count:
            raise StopIteration
        self.emitted += 1
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        s = self.state
        level = self.LEVELS[s % len(self.LEVELS)]
        service = self.SERVICES[(s >> 8) % len(self.SERVICES)]
        latency = (s >> 4) % 900 + 1
        return f"{self.emitted:07d} {level:<5} {service} latency={latency}ms"


class Batched:
    def __init__(self, iterable, size):
        self.it = iter(iterable)
        self.size = size

    def __iter__(self):
        while True:
            batch = list(itertools.islice(self.it, self.size))
            if not batch:
                return
            yield batch


def parse(lines):
    for line in lines:
        seq, level, service, field = line.split()
        yield {"seq": int(seq), "level": level, "service": service,
               "latency": int(field[field.index("=") + 1:-2])}


def only(records, levels):
    for rec in records:
        if rec["level"] in levels:
            yield rec


def flatten(batches):
    for batch in batches:
        yield from batch


def enrich(records):
    window = deque(maxlen=50)
    for rec in records:
        window.append(rec["latency"])
        rec["avg50"] = sum(window) / len(window)
        yield rec


def stats_sink():
    count = 0
    total = 0
    worst = None
    try:
        while True:
            rec = yield
            count += 1
            total += rec["latency"]
            if worst is None or rec["latency"] > worst["latency"]:
                worst = rec
    except GeneratorExit:
        StatsBox.last = (count, total, worst["seq"] if worst else None)
        raise


class StatsBox:
    last = None


class Timer:
    depth = 0

    def __init__(self, name, log):
        self.name = name
        self.log = log

    def __enter__(self):
        Timer.depth += 1
        self.log.append(f"{'  ' * Timer.depth}enter {self.name}")
        return self

    def __exit__(self, exc_type, exc, tb):
        self.log.append(f"{'  ' * Timer.depth}exit {self.name} {exc_type.__name__ if exc_type else 'ok'}")
        Timer.depth -= 1
        return exc_type is KeyError


@contextmanager
def section(log, name):
    log.append(f"begin {name}")
    try:
        yield len(log)
    finally:
        log.append(f"end {name}")


def delegate(n):
    total = yield from inner(n)
    yield ("total", total)


def inner(n):
    acc = 0
    for i in range(n):
        acc += i
        yield ("item", i)
    return acc


def run(seed):
    log = []
    sink = stats_sink()
    next(sink)
    by_service = {}
    with Timer("pipeline", log):
        with section(log, "stream") as mark:
            stream = enrich(only(flatten(Batched(parse(LineSource(12000, seed)), 64)),
                                 {"WARN", "ERROR", "INFO"}))
            for rec in stream:
                sink.send(rec)
                svc = by_service.setdefault(rec["service"], [0, 0])
                svc[0] += 1
                svc[1] += rec["latency"] > rec["avg50"]
        with Timer("lookup", log):
            _ = by_service["missing"]
    sink.close()
    count, total, worst = StatsBox.last
    lines = [f"seed {seed}: {count} records, mean {total / count:.2f}, worst #{worst}, mark {mark}"]
    for svc in sorted(by_service):
        n, slow = by_service[svc]
        lines.append(f"  {svc:<6}{n:6d}{slow / n:8.3f}")
    lines.extend(log)

    levels = sorted(rec["level"] for rec in parse(itertools.islice(LineSource(3000, seed), 2000)))
    groups = [(k, sum(1 for _ in g)) for k, g in itertools.groupby(levels)]
    lines.append(str(groups))
    lat = (r["latency"] for r in parse(LineSource(2000, seed + 1)))
    a, b = itertools.tee(lat)
    running = list(itertools.accumulate(a, max))
    small = list(itertools.takewhile(lambda v: v < 850, b))
    lines.append(f"running max {running[-1]} after {running.index(running[-1])}, prefix {len(small)}")
    pairs = list(delegate(2000))
    lines.append(f"delegate {len(pairs)} {pairs[-1]}")
    chained = sum(1 for _ in itertools.chain(LineSource(500, 1), LineSource(700, 2)))
    lines.append(f"chained {chained}")
    return lines


def main():
    for seed in range(1, 13):
        lines = run(seed)
    print("\n".join(lines))
    gen = inner(3)
    print(next(gen), next(gen), next(gen))
    try:
        next(gen)
    except StopIteration as e:
        print("returned", e.value)


main()

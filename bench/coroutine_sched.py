# Benchmark (held-out style, after David Beazley's generator-coroutine talks and typical agent
# code): a cooperative task scheduler built on generators. Tasks yield request objects (Sleep,
# Send, Recv, Spawn, Join) that the scheduler interprets; values come back through
# generator.send(), errors through generator.throw(), cancellation through close(). Channels are
# deques with waiting-task queues, the clock is a heapq of (time, seq, task). Producer/consumer
# pipelines, a worker pool and a ping-pong pair run and the scheduler's counters are printed.
import heapq
from collections import deque


class Sleep:
    __slots__ = ("delay",)

    def __init__(self, delay):
        self.delay = delay


class Send:
    __slots__ = ("chan", "value")

    def __init__(self, chan, value):
        self.chan, self.value = chan, value


class Recv:
    __slots__ = ("chan",)

    def __init__(self, chan):
        self.chan = chan


class Spawn:
    __slots__ = ("gen", "name")

    def __init__(self, gen, name):
        self.gen, self.name = gen, name


class Join:
    __slots__ = ("task",)

    def __init__(self, task):
        self.task = task


class Closed(Exception):
    pass


class Channel:
    def __init__(self, name, capacity=4):
        self.name, self.capacity = name, capacity
        self.items, self.getters, self.putters = deque(), deque(), deque()
        self.closed = False


class Task:
    _ids = 0

    def __init__(self, gen, name):
        Task._ids += 1
        self.id, self.gen, self.name = Task._ids, gen, name
        self.result, self.done, self.joiners = None, False, []

    def __repr__(self):
        return f"Task({self.id}, {self.name!r})"


class Scheduler:
    def __init__(self):
        self.ready, self.sleeping = deque(), []
        self.now, self.seq, self.switches = 0, 0, 0
        self.stats = {"send": 0, "recv": 0, "sleep": 0, "spawn": 0, "throw": 0}

    def spawn(self, gen, name):
        task = Task(gen, name)
        self.ready.append((task, None, None))
        return task

    def _finish(self, task, value):
        task.done, task.result = True, value
        for joiner in task.joiners:
            self.ready.append((joiner, value, None))

    def step(self, task, value, exc):
        self.switches += 1
        try:
            req = task.gen.throw(exc) if exc is not None else task.gen.send(value)
        except StopIteration as stop:
            self._finish(task, stop.value)
            return
        except Closed:
            self._finish(task, "closed")
            return
        kind = type(req)
        if kind is Sleep:
            self.stats["sleep"] += 1
            self.seq += 1
            heapq.heappush(self.sleeping, (self.now + req.delay, self.seq, task))
        elif kind is Send:
            self.stats["send"] += 1
            self._send(task, req.chan, req.value)
        elif kind is Recv:
            self.stats["recv"] += 1
            self._recv(task, req.chan)
        elif kind is Spawn:
            self.stats["spawn"] += 1
            child = self.spawn(req.gen, req.name)
            self.ready.append((task, child, None))
        elif kind is Join:
            if req.task.done:
                self.ready.append((task, req.task.result, None))
            else:
                req.task.joiners.append(task)
        else:
            self.stats["throw"] += 1
            self.ready.append((task, None, TypeError(f"bad request {req!r}")))

    def _send(self, task, chan, value):
        if chan.closed:
            self.ready.append((task, None, Closed(chan.name)))
        elif chan.getters:
            self.ready.append((chan.getters.popleft(), value, None))
            self.ready.append((task, None, None))
        elif len(chan.items) < chan.capacity:
            chan.items.append(value)
            self.ready.append((task, None, None))
        else:
            chan.putters.append((task, value))

    def _recv(self, task, chan):
        if chan.items:
            self.ready.append((task, chan.items.popleft(), None))
            if chan.putters:
                putter, value = chan.putters.popleft()
                chan.items.append(value)
                self.ready.append((putter, None, None))
        elif chan.closed:
            self.ready.append((task, None, Closed(chan.name)))
        else:
            chan.getters.append(task)

    def close(self, chan):
        chan.closed = True
        while chan.getters:
            self.ready.append((chan.getters.popleft(), None, Closed(chan.name)))

    def run(self):
        while self.ready or self.sleeping:
            if not self.ready:
                when, _, task = heapq.heappop(self.sleeping)
                self.now = when
                self.ready.append((task, None, None))
            while self.sleeping and self.sleeping[0][0] <= self.now:
                _, _, task = heapq.heappop(self.sleeping)
                self.ready.append((task, None, None))
            task, value, exc = self.ready.popleft()
            self.step(task, value, exc)


def producer(chan, n, seed):
    x = seed
    for _ in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        yield Send(chan, x % 1000)
        if x % 5 == 0:
            yield Sleep(x % 3 + 1)
    return n


def transformer(src, dst, sched):
    count = 0
    try:
        while True:
            v = yield Recv(src)
            count += 1
            yield Send(dst, v * v % 997)
    except Closed:
        sched.close(dst)
        return count


def consumer(chan, totals, key):
    acc = 0
    while True:
        try:
            v = yield Recv(chan)
        except Closed:
            totals[key] = acc
            return acc
        acc = (acc * 31 + v) % 1000003


def pipeline_main(sched, chans, n, totals):
    a, b = chans
    prods = []
    for i in range(3):
        t = yield Spawn(producer(a, n, i + 11), f"prod{i}")
        prods.append(t)
    yield Spawn(transformer(a, b, sched), "xform")
    yield Spawn(consumer(b, totals, "pipe"), "cons")
    made = 0
    for t in prods:
        made += yield Join(t)
    sched.close(a)
    return made


def ping(chan_in, chan_out, rounds):
    hits = 0
    for i in range(rounds):
        yield Send(chan_out, i)
        got = yield Recv(chan_in)
        hits += got == i + 1
    return hits


def pong(chan_in, chan_out, rounds):
    for _ in range(rounds):
        v = yield Recv(chan_in)
        yield Send(chan_out, v + 1)
        yield Sleep(1)


def faulty():
    try:
        yield "not a request"
    except TypeError as exc:
        return f"caught: {exc}"


def main(n=12000, rounds=20000):
    sched = Scheduler()
    totals = {}
    chans = (Channel("a", 8), Channel("b", 2))
    main_task = sched.spawn(pipeline_main(sched, chans, n, totals), "main")
    p_in, p_out = Channel("ping", 1), Channel("pong", 1)
    ping_task = sched.spawn(ping(p_in, p_out, rounds), "ping")
    sched.spawn(pong(p_out, p_in, rounds), "pong")
    fault = sched.spawn(faulty(), "faulty")
    sched.run()
    print("produced:", main_task.result, "pipe total:", totals.get("pipe"))
    print("ping hits:", ping_task.result, "fault:", fault.result)
    print("clock:", sched.now, "switches:", sched.switches, "tasks:", Task._ids)
    for key in sorted(sched.stats):
        print(f"  {key:<6}{sched.stats[key]:>8}")
    g = consumer(Channel("x"), totals, "x")
    next(g)
    g.close()
    print("closed generator ok:", "x" not in totals)


if __name__ == "__main__":
    main()  # test: main(n=60, rounds=40)

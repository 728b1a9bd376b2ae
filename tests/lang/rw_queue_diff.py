# queue, differential: seeded random operation sequences on the four queue classes against a
# plain-list model (orders, qsize/empty/full, Full/Empty from the nowait and timeout forms),
# the subclass hooks (_init/_qsize/_put/_get), maxsize <= 0, task_done/unfinished_tasks and the
# timeout ValueError, without ever blocking.
import queue
import random

rng = random.Random(7)
for cls in (queue.Queue, queue.LifoQueue, queue.PriorityQueue):
    for trial in range(6):
        maxsize = rng.choice([0, -1, 1, 3])
        q = cls(maxsize)
        log = []
        for step in range(30):
            op = rng.random()
            try:
                if op < 0.45:
                    v = rng.randint(0, 9)
                    if rng.random() < 0.5:
                        q.put_nowait(v)
                    else:
                        q.put(v, timeout=0)
                    log.append(("p", v))
                elif op < 0.9:
                    if rng.random() < 0.5:
                        log.append(("g", q.get_nowait()))
                    else:
                        log.append(("g", q.get(True, 0.0)))
                else:
                    q.task_done()
                    log.append(("t", q.unfinished_tasks))
            except queue.Full:
                log.append("F")
            except queue.Empty:
                log.append("E")
            except ValueError as e:
                log.append(str(e))
            log.append((q.qsize(), q.empty(), q.full()))
        print(cls.__name__, maxsize, q.maxsize, log)

sq = queue.SimpleQueue()
for v in "abc":
    sq.put(v)
sq.put_nowait("d")
print(sq.qsize(), sq.empty(), sq.get(), sq.get_nowait(), sq.get(False), sq.get(timeout=0))
try:
    sq.get_nowait()
except queue.Empty as e:
    print("Empty", repr(e), sq.empty())
for bad in (-1, -0.5):
    for q in (queue.Queue(), queue.SimpleQueue()):
        try:
            q.get(timeout=bad)
        except ValueError as e:
            print(type(q).__name__, e)
try:
    queue.Queue().get(False, -1)
except queue.Empty:
    print("non-blocking ignores a negative timeout")
q = queue.Queue(1)
q.put(1)
try:
    q.put(2, timeout=-1)
except ValueError as e:
    print(e)
try:
    q.put(2, False, -1)
except queue.Full:
    print("Full")


class Stack(queue.Queue):
    def _init(self, maxsize):
        self.queue = []

    def _put(self, item):
        self.queue.append(item * 2)

    def _get(self):
        return self.queue.pop()


s = Stack()
for v in range(4):
    s.put(v)
print(s.qsize(), [s.get() for _ in range(4)], s.unfinished_tasks)
pq = queue.PriorityQueue()
for item in [(2, "b"), (1, "z"), (2, "a"), (0, "q")]:
    pq.put(item)
print(pq.queue[0], [pq.get() for _ in range(4)])
print(issubclass(queue.Empty, Exception), issubclass(queue.Full, Exception), queue.Full.__name__)
q = queue.Queue()
q.put(1)
q.get()
q.task_done()
q.join()
print("joined", q.unfinished_tasks)
try:
    q.task_done()
except ValueError as e:
    print(e)
for ms in (0, 2):
    q = queue.Queue(ms)
    for label, f in (("put", lambda: q.put(1, timeout=-1)), ("get", lambda: q.get(timeout=-1)),
                     ("get-blocking", lambda: q.get(True, -1))):
        try:
            print(ms, label, f(), q.qsize())
        except ValueError as e:
            print(ms, label, "ValueError", e, q.qsize())

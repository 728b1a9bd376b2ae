# queue without threads: FIFO, LIFO and priority orders, sizes, the nowait forms, timeouts
# that expire at once, task_done/join and the errors.
import queue
from queue import Empty, Full, LifoQueue, PriorityQueue, Queue, SimpleQueue

q = Queue()
for x in (3, 1, 2):
    q.put(x)
print(q.qsize(), q.empty(), q.full(), [q.get() for _ in range(3)], q.empty())
lq = LifoQueue()
pq = PriorityQueue()
for x in (3, 1, 2):
    lq.put(x)
    pq.put((x, "task%d" % x))
print([lq.get() for _ in range(3)], [pq.get() for _ in range(3)])

# BFS with a queue, as agent code writes it.
graph = {"a": ["b", "c"], "b": ["d"], "c": ["d", "e"], "d": ["f"], "e": ["f"], "f": []}
seen, order, frontier = {"a"}, [], Queue()
frontier.put("a")
while not frontier.empty():
    node = frontier.get()
    order.append(node)
    for nxt in graph[node]:
        if nxt not in seen:
            seen.add(nxt)
            frontier.put(nxt)
print(order)

b = Queue(maxsize=2)
b.put_nowait(1)
b.put(2, timeout=0.5)
print(b.full(), b.qsize(), b.maxsize, list(b.queue))
for f in (lambda: b.put_nowait(3), lambda: b.put(3, block=False), lambda: b.put(3, timeout=0.01),
          lambda: Queue().get_nowait(), lambda: Queue().get(timeout=0.01),
          lambda: Queue().get(block=False), lambda: SimpleQueue().get_nowait(),
          lambda: Queue().get(timeout=-1)):
    try:
        f()
    except (Empty, Full, ValueError) as e:
        print(type(e).__name__, repr(e))
t = Queue()
t.put("job")
t.get()
t.task_done()
t.join()
print(t.unfinished_tasks)
try:
    t.task_done()
except ValueError as e:
    print(e)
s = SimpleQueue()
s.put(1)
s.put_nowait(2)
print(s.qsize(), s.get(), s.get_nowait(), s.empty())
print(issubclass(queue.Empty, Exception), PriorityQueue().queue, LifoQueue(5).maxsize)

# np_lib_queue.py - the `queue` module for a program without threads, written from the
# module's documentation: Queue (first in, first out), LifoQueue, PriorityQueue (smallest
# first, through heapq), SimpleQueue, and the Empty/Full exceptions, with qsize/empty/full,
# put/get (block, timeout), their _nowait forms and task_done/join. Subclasses may replace the
# storage hooks _init/_qsize/_put/_get, as CPython's documentation of Queue invites.
#
# No other thread can ever change a queue here, so nothing waits: a call that would wait with a
# timeout fails at once with Empty/Full (what CPython raises when the time runs out), and one
# that would wait forever (no timeout, or join() with unfinished tasks) raises RuntimeError
# rather than hang.

from collections import deque as _deque
import heapq as _heapq

__all__ = ["Empty", "Full", "Queue", "PriorityQueue", "LifoQueue", "SimpleQueue"]


class Empty(Exception):
    # CPython's Empty comes from its C module _queue (its repr and tracebacks say so).
    __module__ = "_queue"


class Full(Exception):
    pass


def _never_returns(call):
    # The error for a call that CPython would leave waiting for ever.
    return RuntimeError("queue.%s would block forever: Nearly Python has no threads" % call)


def _wait_failure(block, timeout, call, exc):
    # What a put() or get() that cannot proceed raises (its timeout is already checked).
    if not block or timeout is not None:
        return exc()
    return _never_returns(call)


def _reject_negative(block, timeout):
    if block and timeout is not None and timeout < 0:
        raise ValueError("'timeout' must be a non-negative number")


class Queue:
    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self.unfinished_tasks = 0
        self._init(maxsize)

    # Storage hooks: the items live in self.queue, oldest first.
    def _init(self, maxsize):
        self.queue = _deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    def qsize(self):
        return self._qsize()

    def empty(self):
        return self._qsize() == 0

    def full(self):
        return self.maxsize > 0 and self._qsize() >= self.maxsize

    def put(self, item, block=True, timeout=None):
        if self.maxsize > 0:
            _reject_negative(block, timeout)
            if self.maxsize - self._qsize() <= 0:
                raise _wait_failure(block, timeout, "put()", Full)
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        _reject_negative(block, timeout)
        if self._qsize() == 0:
            raise _wait_failure(block, timeout, "get()", Empty)
        return self._get()

    def put_nowait(self, item):
        return self.put(item, False)

    def get_nowait(self):
        return self.get(False)

    def task_done(self):
        if self.unfinished_tasks <= 0:
            raise ValueError("task_done() called too many times")
        self.unfinished_tasks -= 1

    def join(self):
        if self.unfinished_tasks > 0:
            raise _never_returns("join()")


class LifoQueue(Queue):
    # Newest first: a list used as a stack.
    def _init(self, maxsize):
        self.queue = []

    def _get(self):
        return self.queue.pop()


class PriorityQueue(Queue):
    # Smallest first: a list kept as a binary heap.
    def _init(self, maxsize):
        self.queue = []

    def _put(self, item):
        _heapq.heappush(self.queue, item)

    def _get(self):
        return _heapq.heappop(self.queue)


class SimpleQueue:
    # An unbounded FIFO without task tracking.
    def __init__(self):
        self._items = _deque()

    def put(self, item, block=True, timeout=None):
        self._items.append(item)

    def put_nowait(self, item):
        self._items.append(item)

    def get(self, block=True, timeout=None):
        _reject_negative(block, timeout)
        if not self._items:
            raise _wait_failure(block, timeout, "get()", Empty)
        return self._items.popleft()

    def get_nowait(self):
        return self.get(False)

    def empty(self):
        return not self._items

    def qsize(self):
        return len(self._items)

# queue: CPython 3.11's Queue, LifoQueue, PriorityQueue and SimpleQueue for a program without
# threads: the same orders, qsize/empty/full, put/get with block and timeout, the _nowait
# forms, task_done/join and the Empty/Full exceptions. Nothing can wait: a call that would
# block for a timeout raises Empty/Full at once (what CPython raises when the time is up), and
# one that would block forever (no timeout, or join() with unfinished tasks) raises
# RuntimeError instead of hanging, since no other thread could ever change the queue.

from collections import deque as _deque
import heapq as _heapq

__all__ = ["Empty", "Full", "Queue", "PriorityQueue", "LifoQueue", "SimpleQueue"]


class Empty(Exception):
    pass


class Full(Exception):
    pass


def _forever(what):
    return RuntimeError("queue.%s would block forever: Nearly Python has no threads" % what)


def _check_timeout(block, timeout):
    if block and timeout is not None and timeout < 0:
        raise ValueError("'timeout' must be a non-negative number")


class Queue:
    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.unfinished_tasks = 0

    def task_done(self):
        unfinished = self.unfinished_tasks - 1
        if unfinished <= 0:
            if unfinished < 0:
                raise ValueError("task_done() called too many times")
        self.unfinished_tasks = unfinished

    def join(self):
        if self.unfinished_tasks:
            raise _forever("join()")

    def qsize(self):
        return self._qsize()

    def empty(self):
        return not self._qsize()

    def full(self):
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        if self.maxsize > 0 and self._qsize() >= self.maxsize:
            _check_timeout(block, timeout)
            if block and timeout is None:
                raise _forever("put()")
            raise Full
        _check_timeout(block, timeout)
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        _check_timeout(block, timeout)
        if not self._qsize():
            if block and timeout is None:
                raise _forever("get()")
            raise Empty
        return self._get()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(False)

    def _init(self, maxsize):
        self.queue = _deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()


class PriorityQueue(Queue):
    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        _heapq.heappush(self.queue, item)

    def _get(self):
        return _heapq.heappop(self.queue)


class LifoQueue(Queue):
    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    def __init__(self):
        self._queue = _deque()

    def put(self, item, block=True, timeout=None):
        self._queue.append(item)

    def get(self, block=True, timeout=None):
        _check_timeout(block, timeout)
        if not self._queue:
            if block and timeout is None:
                raise _forever("get()")
            raise Empty
        return self._queue.popleft()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(False)

    def empty(self):
        return len(self._queue) == 0

    def qsize(self):
        return len(self._queue)

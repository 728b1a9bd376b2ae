# cpython: skip
# queue in Nearly: a call that would block forever (CPython hangs: no other thread exists)
# raises RuntimeError instead.
from queue import Queue, SimpleQueue

full = Queue(1)
full.put(1)
pending = Queue()
pending.put("x")
for f in (Queue().get, SimpleQueue().get, lambda: full.put(2), pending.join):
    try:
        f()
    except RuntimeError as e:
        print("RuntimeError:", e)

# cpython: skip
# The default policy grants time and datetime but not the clock: reading the wall clock is
# refused, the duration clocks are virtual (deterministic, advanced by the instructions run),
# and computing with given dates works.
import time
import datetime
for f in (time.time, time.time_ns):
    try:
        f()
    except RuntimeError as e:
        print(e)
for f in (datetime.datetime.now, datetime.date.today, datetime.datetime.utcnow):
    try:
        f()
    except RuntimeError as e:
        print(e)
try:
    time.sleep(0)
except RuntimeError as e:
    print(e)
print(datetime.date(2000, 1, 1).isoformat(), datetime.datetime(2020, 5, 17, 12, 30).weekday())
# The virtual duration clocks: floats and ints, never going back, advanced by work done.
p0, m0, c0, n0 = time.perf_counter(), time.monotonic(), time.process_time(), time.perf_counter_ns()
total = 0
for i in range(20000):
    total += i
p1, m1, c1, n1 = time.perf_counter(), time.monotonic(), time.process_time(), time.perf_counter_ns()
print(type(p0).__name__, type(n0).__name__, type(time.monotonic_ns()).__name__)
print(p1 > p0, m1 > m0, c1 > c0, n1 > n0, 0 < p1 - p0 < 1)
print(time.perf_counter() >= p1, time.monotonic_ns() >= n1)

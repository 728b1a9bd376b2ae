# cpython: skip
# The default policy grants time and datetime but not the clock: reading it is refused, and
# computing with given dates works.
import time
import datetime
for f in (time.time, time.monotonic, time.perf_counter, time.time_ns):
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

# args: --policy clock.policy
# With the 'clock' capability the clocks work (same output as CPython).
import time
import datetime
t0 = time.time()
m0 = time.monotonic()
p0 = time.perf_counter()
print(t0 > 1.7e9, isinstance(time.time_ns(), int), time.monotonic_ns() > 0)
time.sleep(0.02)
print(time.monotonic() - m0 >= 0.02, time.perf_counter() - p0 >= 0.02)
now = datetime.datetime.now(datetime.timezone.utc)
print(now.year >= 2024, now.tzinfo)
print(datetime.date.today().year >= 2024, datetime.datetime.utcnow().year >= 2024)
for bad in (-1, "x"):
    try:
        time.sleep(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

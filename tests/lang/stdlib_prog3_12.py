import random
from datetime import timedelta

class TransientError(Exception):
    pass

class Service:
    def __init__(self, fail_times):
        self.fail_times = fail_times
        self.calls = 0
    def fetch(self, key):
        self.calls += 1
        if self.calls <= self.fail_times:
            raise TransientError(f"attempt {self.calls} failed for {key!r}")
        return {"key": key, "value": key[::-1]}

def retry(fn, attempts=4, base=0.5, rng=None):
    waited = timedelta()
    for i in range(attempts):
        try:
            return fn(), i + 1, waited
        except TransientError as e:
            delay = base * 2 ** i + rng.uniform(0, 0.1)
            waited += timedelta(seconds=delay)
            print(f"  {e}; sleeping {delay:.3f}s")
    raise RuntimeError(f"gave up after {attempts} attempts")

rng = random.Random(7)
for fails in (0, 2, 5):
    s = Service(fails)
    try:
        res, n, w = retry(lambda: s.fetch("abc"), rng=rng)
        print(fails, res, n, round(w.total_seconds(), 3))
    except RuntimeError as e:
        print(fails, "error:", e, s.calls)

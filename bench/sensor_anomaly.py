# Benchmark (held-out style, after typical agent code): sensor time-series monitoring. Readings
# from several sensors arrive with datetime timestamps (a daily cycle, drift, noise, injected
# spikes and gaps); a rolling window per sensor (collections.deque) gives mean and stdev for
# z-score anomaly flags, an exponentially weighted moving average smooths the signal, gaps are
# found from timestamp differences (timedelta), readings are resampled into hourly buckets, and
# statistics (mean, median, stdev, quantiles, correlation) summarise each sensor.
import math
import random
import statistics
from collections import defaultdict, deque
from dataclasses import dataclass
from datetime import datetime, timedelta


@dataclass
class Reading:
    sensor: str
    ts: datetime
    value: float


def generate(sensors, n, rng):
    start = datetime(2026, 3, 1, 0, 0)
    out = []
    for name, base, amp in sensors:
        t = start
        drift = 0.0
        for i in range(n):
            t += timedelta(seconds=60 + rng.randint(-5, 5))
            if rng.random() < 0.004:
                t += timedelta(minutes=rng.randint(10, 90))
            drift += rng.gauss(0, 0.01)
            hour = t.hour + t.minute / 60
            value = base + amp * math.sin(2 * math.pi * hour / 24) + drift + rng.gauss(0, 0.3)
            if rng.random() < 0.003:
                value += rng.choice([-1, 1]) * rng.uniform(4, 8)
            out.append(Reading(name, t, round(value, 3)))
    out.sort(key=lambda r: (r.ts, r.sensor))
    return out


class RollingStats:
    def __init__(self, size):
        self.window = deque(maxlen=size)
        self.total = 0.0
        self.total_sq = 0.0

    def push(self, x):
        if len(self.window) == self.window.maxlen:
            old = self.window[0]
            self.total -= old
            self.total_sq -= old * old
        self.window.append(x)
        self.total += x
        self.total_sq += x * x

    def mean(self):
        return self.total / len(self.window)

    def stdev(self):
        n = len(self.window)
        if n < 2:
            return 0.0
        var = (self.total_sq - self.total * self.total / n) / (n - 1)
        return math.sqrt(max(var, 0.0))


def analyse(readings, window=30, z_limit=3.5, alpha=0.1):
    rolling = defaultdict(lambda: RollingStats(window))
    ewma = {}
    last_ts = {}
    anomalies = []
    gaps = []
    hourly = defaultdict(list)
    for r in readings:
        rs = rolling[r.sensor]
        if len(rs.window) >= window // 2:
            sd = rs.stdev()
            z = (r.value - rs.mean()) / sd if sd else 0.0
            if abs(z) > z_limit:
                anomalies.append((r.sensor, r.ts, r.value, z))
        rs.push(r.value)
        prev = ewma.get(r.sensor)
        ewma[r.sensor] = r.value if prev is None else alpha * r.value + (1 - alpha) * prev
        if r.sensor in last_ts:
            delta = r.ts - last_ts[r.sensor]
            if delta > timedelta(minutes=5):
                gaps.append((r.sensor, last_ts[r.sensor], delta))
        last_ts[r.sensor] = r.ts
        bucket = r.ts.replace(minute=0, second=0)
        hourly[r.sensor, bucket].append(r.value)
    return anomalies, gaps, hourly, ewma


def main(n=6000):
    rng = random.Random(99)
    sensors = [("boiler", 70.0, 5.0), ("intake", 12.0, 8.0), ("exhaust", 140.0, 3.0), ("room", 21.0, 1.5)]
    readings = generate(sensors, n, rng)
    anomalies, gaps, hourly, ewma = analyse(readings)
    print(f"{len(readings)} readings from {readings[0].ts:%Y-%m-%d %H:%M} to {readings[-1].ts:%Y-%m-%d %H:%M}")
    by_sensor = defaultdict(list)
    for r in readings:
        by_sensor[r.sensor].append(r.value)
    for name, values in sorted(by_sensor.items()):
        q = statistics.quantiles(values, n=4)
        print(f"{name:<8} mean {statistics.mean(values):8.3f}  median {statistics.median(values):8.3f}  "
              f"stdev {statistics.stdev(values):6.3f}  q1 {q[0]:8.3f}  q3 {q[2]:8.3f}  ewma {ewma[name]:8.3f}")
    print(f"anomalies: {len(anomalies)}")
    for sensor, ts, value, z in anomalies[:6]:
        print(f"  {ts.isoformat(' ')} {sensor:<8} {value:9.3f}  z={z:+.2f}")
    print(f"gaps over 5 min: {len(gaps)}, longest {max(g[2] for g in gaps)}")
    means = {}
    for (sensor, bucket), vals in hourly.items():
        means.setdefault(sensor, {})[bucket] = sum(vals) / len(vals)
    common = sorted(set(means["boiler"]) & set(means["intake"]))
    xs = [means["boiler"][b] for b in common]
    ys = [means["intake"][b] for b in common]
    print(f"hourly buckets {len(common)}, boiler/intake correlation {statistics.correlation(xs, ys):.4f}")
    peak = max(common, key=lambda b: means["intake"][b])
    print(f"intake peak hour {peak:%a %d %b %H:00} at {means['intake'][peak]:.2f}")
    by_weekday = defaultdict(list)
    for b in common:
        by_weekday[b.strftime("%A")].append(means["room"].get(b, 0.0))
    for day, vals in sorted(by_weekday.items(), key=lambda kv: kv[0]):
        print(f"  {day:<9} {len(vals):3d} h  room avg {statistics.fmean(vals):.3f}")


if __name__ == "__main__":
    main()  # test: main(n=400)

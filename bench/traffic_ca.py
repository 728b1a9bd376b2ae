# Benchmark (held-out style, after typical agent code): Nagel-Schreckenberg traffic on a ring
# road. Cars are small objects in a list sorted by position; each step applies acceleration,
# braking to the gap ahead, random slowdown (random.Random(seed)) and movement, with two lanes
# and a lane-change rule, an on-ramp and a slow zone; per-step flow and density are recorded,
# jams detected as runs of stopped cars (itertools.groupby), a fundamental-diagram sweep over
# densities, space-time diagram rows rendered as strings, and summary stats with statistics.
import random
import statistics
from itertools import groupby

VMAX = 5


class Car:
    __slots__ = ("pos", "lane", "v", "id", "trips")

    def __init__(self, pos, lane, v, ident):
        self.pos, self.lane, self.v, self.id, self.trips = pos, lane, v, ident, 0


class Road:
    def __init__(self, length, density, p_slow, rng):
        self.length, self.p_slow, self.rng = length, p_slow, rng
        cells = rng.sample(range(length * 2), int(length * 2 * density))
        self.cars = [Car(c % length, c // length, rng.randint(0, VMAX), i) for i, c in enumerate(sorted(cells))]
        self.flow = 0
        self.slow_zone = range(length // 3, length // 3 + length // 10)

    def lanes(self):
        out = ([], [])
        for car in self.cars:
            out[car.lane].append(car)
        for lane in out:
            lane.sort(key=lambda c: c.pos)
        return out

    def gap_ahead(self, lane, idx):
        car = lane[idx]
        nxt = lane[(idx + 1) % len(lane)]
        gap = (nxt.pos - car.pos - 1) % self.length
        return gap if len(lane) > 1 else self.length - 1

    def free_gap(self, other, pos):
        ahead = min(((c.pos - pos) % self.length for c in other), default=self.length)
        behind = min(((pos - c.pos) % self.length for c in other), default=self.length)
        return ahead, behind

    def change_lanes(self):
        lanes = self.lanes()
        occupied = [{c.pos for c in lane} for lane in lanes]
        for li, lane in enumerate(lanes):
            other = 1 - li
            for idx, car in enumerate(lane):
                if self.gap_ahead(lane, idx) >= car.v or car.pos in occupied[other]:
                    continue
                ahead, behind = self.free_gap(lanes[other], car.pos)
                if ahead > car.v + 1 and behind > VMAX and self.rng.random() < 0.5:
                    occupied[li].discard(car.pos)
                    occupied[other].add(car.pos)
                    car.lane = other

    def step(self):
        self.change_lanes()
        moved = 0
        for lane in self.lanes():
            gaps = [self.gap_ahead(lane, i) for i in range(len(lane))]
            for car, gap in zip(lane, gaps):
                limit = 2 if car.pos in self.slow_zone else VMAX
                v = min(car.v + 1, limit, gap)
                if v > 0 and self.rng.random() < self.p_slow:
                    v -= 1
                car.v = v
                new = car.pos + v
                if new >= self.length:
                    car.trips += 1
                    self.flow += 1
                car.pos = new % self.length
                moved += v
        return moved

    def row(self, lane_no):
        cells = ["."] * self.length
        for car in self.cars:
            if car.lane == lane_no:
                cells[car.pos] = str(car.v)
        return "".join(cells)

    def jams(self):
        count, longest = 0, 0
        for lane in self.lanes():
            for stopped, run in groupby(lane, key=lambda c: c.v == 0):
                n = len(list(run))
                if stopped and n >= 3:
                    count += 1
                    longest = max(longest, n)
        return count, longest


def simulate(length, density, steps, seed, show=0):
    rng = random.Random(seed)
    road = Road(length, density, 0.25, rng)
    speeds = []
    for t in range(steps):
        moved = road.step()
        speeds.append(moved / max(len(road.cars), 1))
        if t >= steps - show:
            print(road.row(0)[:72])
    return road, speeds


def main(length, steps):
    road, speeds = simulate(length, 0.18, steps, 3, show=6)
    jams, longest = road.jams()
    print(f"cars={len(road.cars)} flow={road.flow} mean v={statistics.mean(speeds):.3f} "
          f"stdev={statistics.stdev(speeds):.3f} jams={jams} longest={longest}")
    trips = sorted((c.trips for c in road.cars), reverse=True)
    print("top trips:", trips[:5], "median:", statistics.median(trips))
    print("density  flow/step  mean v")
    for d in (0.05, 0.1, 0.2, 0.3, 0.45, 0.6):
        road, speeds = simulate(length // 2, d, steps // 2, 11)
        print(f"{d:>7.2f}  {road.flow / (steps // 2):>9.3f}  {statistics.fmean(speeds):>6.3f}")


if __name__ == "__main__":
    main(length=300, steps=600)  # test: main(length=60, steps=30)

# Benchmark (held-out style, written blind in session 21, heldout21): Control loops: plants
# (first order with dead time, mass-spring-damper, a tank with a valve limit) driven by PID
# controllers with derivative filtering and anti-windup, step-response metrics, a grid search
# over gains with itertools.product, Ziegler-Nichols from the ultimate gain, and a cascade of
# two loops with setpoint changes.

import math
from collections import deque, namedtuple
from dataclasses import dataclass, field
from itertools import product

Metrics = namedtuple("Metrics", "iae overshoot rise settle final")


class Plant:
    def reset(self):
        raise NotImplementedError

    def step(self, u, dt):
        raise NotImplementedError


class FirstOrderDelay(Plant):
    def __init__(self, gain, tau, delay, dt):
        self.gain, self.tau = gain, tau
        self.slots = max(1, int(round(delay / dt)))
        self.reset()

    def reset(self):
        self.y = 0.0
        self.pipe = deque([0.0] * self.slots, maxlen=self.slots)

    def step(self, u, dt):
        delayed = self.pipe[0]
        self.pipe.append(u)
        self.y += dt / self.tau * (self.gain * delayed - self.y)
        return self.y


class MassSpring(Plant):
    def __init__(self, m, c, k):
        self.m, self.c, self.k = m, c, k
        self.reset()

    def reset(self):
        self.x = 0.0
        self.v = 0.0

    def step(self, u, dt):
        a = (u - self.c * self.v - self.k * self.x) / self.m
        self.v += a * dt
        self.x += self.v * dt
        return self.x


class Tank(Plant):
    """Level in a tank: inflow through a valve limited to [0, 1], outflow ~ sqrt(level)."""

    def __init__(self, area, outlet):
        self.area, self.outlet = area, outlet
        self.reset()

    def reset(self):
        self.level = 0.0

    def step(self, u, dt):
        valve = min(1.0, max(0.0, u))
        self.level += dt * (2.0 * valve - self.outlet * math.sqrt(max(self.level, 0.0))) / self.area
        self.level = max(self.level, 0.0)
        return self.level


@dataclass
class PID:
    kp: float
    ki: float = 0.0
    kd: float = 0.0
    n_filter: float = 10.0
    limits: tuple = (-math.inf, math.inf)
    integral: float = field(default=0.0, repr=False)
    d_state: float = field(default=0.0, repr=False)
    prev_y: float = field(default=None, repr=False)

    def reset(self):
        self.integral = 0.0
        self.d_state = 0.0
        self.prev_y = None

    def update(self, sp, y, dt):
        err = sp - y
        if self.prev_y is None:
            self.prev_y = y
        # derivative on measurement, first-order filtered
        alpha = dt * self.n_filter / (1 + dt * self.n_filter)
        raw = -(y - self.prev_y) / dt
        self.d_state += alpha * (raw - self.d_state)
        self.prev_y = y
        u = self.kp * err + self.integral + self.kd * self.d_state
        lo, hi = self.limits
        if u > hi:
            u_sat = hi
        elif u < lo:
            u_sat = lo
        else:
            u_sat = u
        if u == u_sat or (u > hi and err < 0) or (u < lo and err > 0):
            self.integral += self.ki * err * dt
        return u_sat


def simulate(plant, ctrl, setpoints, dt, t_end):
    plant.reset()
    ctrl.reset()
    y = 0.0
    t = 0.0
    out = []
    k = 0
    while t < t_end:
        sp = setpoints(t)
        u = ctrl.update(sp, y, dt)
        y = plant.step(u, dt)
        t = (k + 1) * dt
        k += 1
        out.append((t, sp, y))
    return out


def metrics(trace, sp):
    iae = 0.0
    peak = -math.inf
    rise = settle = None
    dt = trace[1][0] - trace[0][0]
    for t, _, y in trace:
        iae += abs(sp - y) * dt
        peak = max(peak, y)
        if rise is None and y >= 0.9 * sp:
            rise = t
    for t, _, y in reversed(trace):
        if abs(y - sp) > 0.02 * abs(sp):
            settle = t
            break
    overshoot = max(0.0, (peak - sp) / sp * 100)
    return Metrics(round(iae, 4), round(overshoot, 2), rise, settle, round(trace[-1][2], 5))


def ultimate_gain(plant, dt, t_end):
    lo, hi = 0.1, 50.0
    for _ in range(18):
        kp = (lo + hi) / 2
        trace = simulate(plant, PID(kp), lambda t: 1.0, dt, t_end)
        tail = [y for _, _, y in trace[len(trace) // 2:]]
        grows = max(abs(y) for y in tail[len(tail) // 2:]) > max(abs(y) for y in tail[: len(tail) // 2])
        if grows:
            hi = kp
        else:
            lo = kp
    trace = simulate(plant, PID(lo), lambda t: 1.0, dt, t_end)
    ups = [t for (t, _, y), (_, _, y2) in zip(trace, trace[1:]) if y < 1.0 <= y2]
    period = (ups[-1] - ups[-3]) / 2 if len(ups) >= 3 else None
    return lo, period


def main(dt=0.01, t_end=20.0, grid=6):
    fo = FirstOrderDelay(2.0, 3.0, 0.5, dt)
    best = None
    gains = [0.2 * (i + 1) for i in range(grid)]
    for kp, ki, kd in product(gains, [g / 2 for g in gains], (0.0, 0.1)):
        m = metrics(simulate(fo, PID(kp, ki, kd), lambda t: 1.0, dt, t_end), 1.0)
        score = m.iae + 0.01 * m.overshoot
        if best is None or score < best[0]:
            best = (round(score, 4), kp, ki, kd, m)
    print("grid best", best)

    ku, pu = ultimate_gain(fo, dt, t_end)
    print(f"ultimate gain {ku:.3f} period {pu}")
    if pu:
        zn = PID(0.6 * ku, 1.2 * ku / pu, 0.075 * ku * pu)
        print("ziegler-nichols", zn, metrics(simulate(fo, zn, lambda t: 1.0, dt, t_end), 1.0))

    ms = MassSpring(1.0, 0.4, 2.0)
    for ctrl in (PID(5.0), PID(5.0, 3.0), PID(5.0, 3.0, 1.5), PID(5.0, 3.0, 1.5, limits=(-4, 4))):
        m = metrics(simulate(ms, ctrl, lambda t: 1.0, dt, t_end), 1.0)
        print(f"spring kp={ctrl.kp} ki={ctrl.ki} kd={ctrl.kd} lim={ctrl.limits}: {m}")

    tank = Tank(2.0, 0.5)
    sched = lambda t: 4.0 if t < t_end / 2 else 9.0
    for windup_guard in (False, True):
        ctrl = PID(0.8, 0.2, limits=(0.0, 1.0) if windup_guard else (-math.inf, math.inf))
        trace = simulate(tank, ctrl, sched, dt, t_end * 2)
        half = len(trace) // 2
        print(f"tank guard={windup_guard}: level@half={trace[half - 1][2]:.4f} "
              f"end={trace[-1][2]:.4f} max={max(y for _, _, y in trace):.4f} "
              f"integral={ctrl.integral:.3f}")

    outer = PID(1.2, 0.3)
    inner = PID(4.0, 2.0)
    inner_plant = FirstOrderDelay(1.0, 0.3, 0.04, dt)
    outer_plant = FirstOrderDelay(1.5, 4.0, 0.2, dt)
    y_in = y_out = 0.0
    log = []
    for k in range(int(t_end / dt)):
        sp = 1.0 if k * dt < t_end * 0.6 else -0.5
        flow_sp = outer.update(sp, y_out, dt)
        u = inner.update(flow_sp, y_in, dt)
        y_in = inner_plant.step(u, dt)
        y_out = outer_plant.step(y_in, dt)
        if k % int(2.0 / dt) == 0:
            log.append(round(y_out, 4))
    print("cascade", log)


if __name__ == "__main__":
    main()  # test: main(dt=0.1, t_end=4.0, grid=2)

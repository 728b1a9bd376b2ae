# Benchmark (held-out style, after typical agent code): an agent-based epidemic on a contact
# network. A small-world graph (ring lattice rewired with a seeded RNG) plus household cliques;
# agents are __slots__ objects with an Enum state (S, E, I, R, Q); each day infectious agents
# expose neighbours with a per-edge probability, exposed agents incubate for a drawn number of
# days, detected cases trigger contact tracing by BFS on a deque up to two hops with quarantine;
# several policies are compared by attack rate, peak day and R estimates (statistics.mean), and
# a per-week Counter of new cases printed.
import random
import statistics
from collections import Counter, deque
from enum import Enum


class State(Enum):
    S = "susceptible"
    E = "exposed"
    I = "infectious"
    R = "recovered"
    Q = "quarantined"


class Agent:
    __slots__ = ("id", "state", "days", "household", "infected_by", "caused", "detected")

    def __init__(self, id, household):
        self.id = id
        self.state = State.S
        self.days = 0
        self.household = household
        self.infected_by = None
        self.caused = 0
        self.detected = False


def build_graph(rng, n, k, p_rewire, household_size):
    adj = [set() for _ in range(n)]
    for i in range(n):
        for j in range(1, k // 2 + 1):
            t = (i + j) % n
            if rng.random() < p_rewire:
                t = rng.randrange(n)
                while t == i or t in adj[i]:
                    t = rng.randrange(n)
            adj[i].add(t)
            adj[t].add(i)
    households = []
    for start in range(0, n, household_size):
        members = list(range(start, min(n, start + household_size)))
        households.append(members)
        for a in members:
            for b in members:
                if a != b:
                    adj[a].add(b)
    return [sorted(s) for s in adj], households


class Sim:
    def __init__(self, seed, n, policy):
        self.rng = random.Random(seed)
        self.adj, households = build_graph(self.rng, n, 6, 0.1, 4)
        self.agents = []
        for h, members in enumerate(households):
            for m in members:
                self.agents.append(Agent(m, h))
        self.policy = policy
        self.daily = []
        self.traced = 0

    def seed_cases(self, count):
        for idx in self.rng.sample(range(len(self.agents)), count):
            a = self.agents[idx]
            a.state = State.I
            a.days = 5

    def trace(self, source):
        seen = {source}
        todo = deque([(source, 0)])
        depth_limit = self.policy["trace_depth"]
        while todo:
            node, depth = todo.popleft()
            if depth == depth_limit:
                continue
            for nb in self.adj[node]:
                if nb in seen:
                    continue
                seen.add(nb)
                ag = self.agents[nb]
                if ag.state in (State.S, State.E) and self.rng.random() < self.policy["trace_success"]:
                    ag.state = State.Q
                    ag.days = 10
                    self.traced += 1
                todo.append((nb, depth + 1))

    def step(self):
        beta = self.policy["beta"]
        new_exposed = []
        for a in self.agents:
            if a.state is State.I:
                for nb in self.adj[a.id]:
                    other = self.agents[nb]
                    if other.state is State.S:
                        same_home = other.household == a.household
                        p = beta * (2.5 if same_home else 1.0)
                        if self.rng.random() < p:
                            new_exposed.append((other, a))
        new_cases = 0
        for other, src in new_exposed:
            if other.state is State.S:
                other.state = State.E
                other.days = self.rng.randint(2, 5)
                other.infected_by = src.id
                src.caused += 1
        detected = []
        for a in self.agents:
            st = a.state
            if st is State.E:
                a.days -= 1
                if a.days <= 0:
                    a.state = State.I
                    a.days = self.rng.randint(4, 8)
                    new_cases += 1
                    if self.rng.random() < self.policy["detect"]:
                        a.detected = True
                        detected.append(a)
            elif st is State.I:
                a.days -= 1
                if a.days <= 0:
                    a.state = State.R
            elif st is State.Q:
                a.days -= 1
                if a.days <= 0:
                    a.state = State.S
        for a in detected:
            a.state = State.Q
            a.days = 7
            self.trace(a.id)
        self.daily.append(new_cases)
        return any(a.state in (State.E, State.I) for a in self.agents)

    def run(self, max_days):
        self.seed_cases(5)
        day = 0
        while day < max_days and self.step():
            day += 1
        return day


POLICIES = {
    "none": {"beta": 0.06, "detect": 0.0, "trace_depth": 0, "trace_success": 0.0},
    "detect": {"beta": 0.06, "detect": 0.4, "trace_depth": 1, "trace_success": 0.5},
    "trace2": {"beta": 0.06, "detect": 0.4, "trace_depth": 2, "trace_success": 0.6},
    "distancing": {"beta": 0.035, "detect": 0.2, "trace_depth": 1, "trace_success": 0.5},
}


def main(n=1200, seeds=(11, 12), max_days=120):
    for name in POLICIES:
        attack, peaks, rs = [], [], []
        for seed in seeds:
            sim = Sim(seed, n, POLICIES[name])
            days = sim.run(max_days)
            ever = sum(1 for a in sim.agents if a.state is State.R or a.infected_by is not None)
            attack.append(ever / n)
            peak_day = max(range(len(sim.daily)), key=sim.daily.__getitem__)
            peaks.append(peak_day)
            spreaders = [a.caused for a in sim.agents if a.infected_by is not None]
            rs.append(statistics.mean(spreaders) if spreaders else 0.0)
            weeks = Counter()
            for d, c in enumerate(sim.daily):
                weeks[d // 7] += c
            top = ", ".join(f"w{w}:{c}" for w, c in sorted(weeks.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
            print(f"{name:10s} seed={seed} days={days:3d} traced={sim.traced:4d} top weeks {top}")
        print(f"{name:10s} attack={statistics.mean(attack):.3f} peak_day={statistics.mean(peaks):.1f} "
              f"R={statistics.mean(rs):.3f}")


if __name__ == "__main__":
    main()  # test: main(n=120, seeds=(11,), max_days=30)

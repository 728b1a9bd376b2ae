# Benchmark (held-out style, after pyperformance's mdp): solving a stochastic grid-world
# Markov decision process. States are (row, col) tuples, transitions are namedtuples in
# dicts of lists, value iteration and policy iteration use max(..., key=...) and
# dict comprehensions, Q-learning runs episodes with a seeded random.Random, and results
# are checked with math.isclose and summarised with statistics.
import math
import random
import statistics
from collections import namedtuple, defaultdict

Transition = namedtuple("Transition", "prob next reward")

GRID = [
    "S...#.....",
    ".##.#.###.",
    "....#...#.",
    ".#.....#..",
    ".#.###.#.#",
    "...#...#..",
    "##.#.#...#",
    "...#.#.#..",
    ".#...#.#.P",
    "...#...#.G",
]
ACTIONS = {"N": (-1, 0), "S": (1, 0), "W": (0, -1), "E": (0, 1)}
SLIP = {"N": ("W", "E"), "S": ("E", "W"), "W": ("S", "N"), "E": ("N", "S")}


class GridMDP:
    def __init__(self, grid, gamma=0.95, step_cost=-0.04):
        self.rows = len(grid)
        self.cols = len(grid[0])
        self.gamma = gamma
        self.walls = {(r, c) for r, row in enumerate(grid) for c, ch in enumerate(row) if ch == "#"}
        self.states = [(r, c) for r in range(self.rows) for c in range(self.cols)
                       if (r, c) not in self.walls]
        self.terminal = {}
        for r, row in enumerate(grid):
            for c, ch in enumerate(row):
                if ch == "G":
                    self.terminal[(r, c)] = 1.0
                elif ch == "P":
                    self.terminal[(r, c)] = -1.0
                elif ch == "S":
                    self.start = (r, c)
        self.step_cost = step_cost
        self.model = {s: {a: self._transitions(s, a) for a in ACTIONS} for s in self.states}

    def move(self, s, a):
        dr, dc = ACTIONS[a]
        nxt = (s[0] + dr, s[1] + dc)
        if nxt in self.walls or not (0 <= nxt[0] < self.rows and 0 <= nxt[1] < self.cols):
            return s
        return nxt

    def _transitions(self, s, a):
        if s in self.terminal:
            return []
        out = defaultdict(float)
        out[self.move(s, a)] += 0.8
        for side in SLIP[a]:
            out[self.move(s, side)] += 0.1
        return [Transition(p, n, self.terminal.get(n, self.step_cost)) for n, p in sorted(out.items())]

    def q_value(self, V, s, a):
        return sum(t.prob * (t.reward + self.gamma * V[t.next]) for t in self.model[s][a])


def value_iteration(mdp, eps=1e-6):
    V = {s: 0.0 for s in mdp.states}
    sweeps = 0
    while True:
        sweeps += 1
        delta = 0.0
        for s in mdp.states:
            if s in mdp.terminal:
                continue
            best = max(mdp.q_value(V, s, a) for a in ACTIONS)
            delta = max(delta, abs(best - V[s]))
            V[s] = best
        if delta < eps * (1 - mdp.gamma) / mdp.gamma:
            return V, sweeps


def greedy_policy(mdp, V):
    return {s: max(ACTIONS, key=lambda a: mdp.q_value(V, s, a))
            for s in mdp.states if s not in mdp.terminal}


def policy_evaluation(mdp, pi, V, k=30):
    for _ in range(k):
        for s, a in pi.items():
            V[s] = mdp.q_value(V, s, a)
    return V


def policy_iteration(mdp):
    pi = {s: "N" for s in mdp.states if s not in mdp.terminal}
    V = {s: 0.0 for s in mdp.states}
    rounds = 0
    while True:
        rounds += 1
        V = policy_evaluation(mdp, pi, V)
        changed = False
        for s in pi:
            best = max(ACTIONS, key=lambda a: mdp.q_value(V, s, a))
            if mdp.q_value(V, s, best) > mdp.q_value(V, s, pi[s]) + 1e-12:
                pi[s] = best
                changed = True
        if not changed:
            return pi, V, rounds


def q_learning(mdp, episodes, rng, alpha=0.2, epsilon=0.2):
    Q = defaultdict(float)
    lengths = []
    acts = list(ACTIONS)
    for _ in range(episodes):
        s = mdp.start
        steps = 0
        while s not in mdp.terminal and steps < 200:
            if rng.random() < epsilon:
                a = rng.choice(acts)
            else:
                a = max(acts, key=lambda x: Q[s, x])
            roll = rng.random()
            acc = 0.0
            for t in mdp.model[s][a]:
                acc += t.prob
                if roll <= acc:
                    break
            target = t.reward
            if t.next not in mdp.terminal:
                target += mdp.gamma * max(Q[t.next, x] for x in acts)
            Q[s, a] += alpha * (target - Q[s, a])
            s = t.next
            steps += 1
        lengths.append(steps)
    return Q, lengths


def render(mdp, pi):
    arrows = {"N": "^", "S": "v", "W": "<", "E": ">"}
    rows = []
    for r in range(mdp.rows):
        line = []
        for c in range(mdp.cols):
            s = (r, c)
            if s in mdp.walls:
                line.append("#")
            elif s in mdp.terminal:
                line.append("G" if mdp.terminal[s] > 0 else "P")
            else:
                line.append(arrows[pi[s]])
        rows.append("".join(line))
    return "\n".join(rows)


def main():
    for gamma in (0.9, 0.93, 0.95, 0.97, 0.99):
        mdp = GridMDP(GRID, gamma=gamma)
        V, sweeps = value_iteration(mdp)
        pi = greedy_policy(mdp, V)
        pi2, V2, rounds = policy_iteration(mdp)
        agree = sum(pi[s] == pi2[s] for s in pi)
        close = all(math.isclose(V[s], V2[s], abs_tol=1e-3) for s in pi)
        print(f"gamma {gamma}: sweeps {sweeps}, PI rounds {rounds}, agree {agree}/{len(pi)}, "
              f"close {close}, V(start) {V[mdp.start]:.4f}")
    print(render(mdp, pi))
    rng = random.Random(7)
    Q, lengths = q_learning(mdp, 2500, rng)
    learned = {s: max(ACTIONS, key=lambda a: Q[s, a]) for s in pi}
    same = sum(learned[s] == pi[s] for s in pi)
    print(f"Q-learning: {same}/{len(pi)} match, mean length {statistics.mean(lengths):.1f}, "
          f"median last 100 {statistics.median(lengths[-100:])}, "
          f"stdev {statistics.stdev(lengths):.2f}")
    vals = sorted(V.values())
    print(f"values min {vals[0]:.4f} max {vals[-1]:.4f} quantiles "
          f"{[round(q, 3) for q in statistics.quantiles(vals, n=4)]}")


main()

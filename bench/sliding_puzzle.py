# Benchmark (held-out style, after typical agent code): the 8-puzzle (3x3 sliding tiles). States
# are tuples; neighbours by swapping the blank; A* with a heapq open list keyed by (f, g, tie)
# and Manhattan distance plus linear conflicts; IDA* on the same heuristic for comparison;
# BFS from the goal over the whole reachable half of the state space to get the distance
# distribution; solvability by inversion parity. Scrambles come from a seeded random walk.
import heapq
import random
from collections import deque

N = 3
GOAL = tuple(list(range(1, N * N)) + [0])
GOAL_POS = {tile: divmod(i, N) for i, tile in enumerate(GOAL)}
MOVES = {}
for _i in range(N * N):
    _r, _c = divmod(_i, N)
    MOVES[_i] = [(_r + dr) * N + (_c + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
                 if 0 <= _r + dr < N and 0 <= _c + dc < N]


def neighbours(state):
    blank = state.index(0)
    for j in MOVES[blank]:
        s = list(state)
        s[blank], s[j] = s[j], s[blank]
        yield tuple(s)


def manhattan(state):
    total = 0
    for i, tile in enumerate(state):
        if tile:
            r, c = divmod(i, N)
            gr, gc = GOAL_POS[tile]
            total += abs(r - gr) + abs(c - gc)
    return total


def linear_conflicts(state):
    extra = 0
    for line in range(N):
        row = [t for t in state[line * N:(line + 1) * N] if t and GOAL_POS[t][0] == line]
        col = [t for t in state[line::N] if t and GOAL_POS[t][1] == line]
        for tiles, axis in ((row, 1), (col, 0)):
            for a in range(len(tiles)):
                for b in range(a + 1, len(tiles)):
                    if GOAL_POS[tiles[a]][axis] > GOAL_POS[tiles[b]][axis]:
                        extra += 2
    return extra


def heuristic(state):
    return manhattan(state) + linear_conflicts(state)


def solvable(state):
    tiles = [t for t in state if t]
    inversions = sum(1 for i in range(len(tiles)) for j in range(i + 1, len(tiles)) if tiles[i] > tiles[j])
    return inversions % 2 == 0


def astar(start):
    counter = 0
    open_heap = [(heuristic(start), 0, counter, start)]
    came = {start: None}
    g_score = {start: 0}
    expanded = 0
    while open_heap:
        f, g, _, state = heapq.heappop(open_heap)
        if state == GOAL:
            path = []
            while state is not None:
                path.append(state)
                state = came[state]
            return path[::-1], expanded
        if g > g_score[state]:
            continue
        expanded += 1
        for nb in neighbours(state):
            ng = g + 1
            if ng < g_score.get(nb, 1 << 30):
                g_score[nb] = ng
                came[nb] = state
                counter += 1
                heapq.heappush(open_heap, (ng + heuristic(nb), ng, counter, nb))
    return None, expanded


def ida_star(start):
    bound = heuristic(start)
    path = [start]
    on_path = {start}
    nodes = 0

    def search(g, bound):
        nonlocal nodes
        nodes += 1
        state = path[-1]
        f = g + heuristic(state)
        if f > bound:
            return f
        if state == GOAL:
            return True
        best = 1 << 30
        for nb in neighbours(state):
            if nb in on_path:
                continue
            path.append(nb)
            on_path.add(nb)
            t = search(g + 1, bound)
            if t is True:
                return True
            best = min(best, t)
            path.pop()
            on_path.discard(nb)
        return best

    while True:
        t = search(0, bound)
        if t is True:
            return len(path) - 1, nodes
        bound = t


def bfs_distances(limit):
    dist = {GOAL: 0}
    queue = deque([GOAL])
    while queue and len(dist) < limit:
        s = queue.popleft()
        d = dist[s] + 1
        for nb in neighbours(s):
            if nb not in dist:
                dist[nb] = d
                queue.append(nb)
    return dist


def scramble(rng, steps):
    state = GOAL
    prev = None
    for _ in range(steps):
        options = [nb for nb in neighbours(state) if nb != prev]
        prev, state = state, rng.choice(options)
    return state


def show(state):
    return "/".join("".join(str(t) if t else "_" for t in state[r * N:(r + 1) * N]) for r in range(N))


def main(puzzles=12, bfs_limit=100000):
    rng = random.Random(2024)
    total_len = total_exp = 0
    for i in range(puzzles):
        start = scramble(rng, 20 + 4 * i)
        assert solvable(start)
        path, expanded = astar(start)
        moves = len(path) - 1
        ida_len, ida_nodes = ida_star(start) if i % 3 == 0 else (moves, 0)
        assert ida_len == moves
        total_len += moves
        total_exp += expanded
        print(f"{show(start)}  h={heuristic(start):2d}  moves={moves:2d}  expanded={expanded:6d}  ida={ida_nodes}")
    unsolvable = (1, 2, 3, 4, 5, 6, 8, 7, 0)
    print("unsolvable example solvable?", solvable(unsolvable))
    dist = bfs_distances(bfs_limit)
    hist = {}
    for d in dist.values():
        hist[d] = hist.get(d, 0) + 1
    print(f"bfs states {len(dist)}, max depth {max(hist)}")
    print("depth histogram:", " ".join(f"{d}:{c}" for d, c in sorted(hist.items())))
    admissible = all(heuristic(s) <= d for s, d in list(dist.items())[::97])
    print(f"total moves {total_len}, total expanded {total_exp}, heuristic admissible {admissible}")


if __name__ == "__main__":
    main()  # test: main(puzzles=3, bfs_limit=2000)

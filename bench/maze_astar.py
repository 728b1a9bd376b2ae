# Benchmark (held-out style, after typical agent code): maze generation and path finding.
# Mazes are carved by a randomized depth-first backtracker (explicit stack) and by randomized
# Kruskal with a disjoint-set forest, braided by knocking down dead ends, then solved by BFS,
# Dijkstra and A* (heapq, Manhattan heuristic, itertools.count tiebreaks) over a NamedTuple
# Point grid; the results are checked against each other, a path is rendered as ASCII art
# and a few mazes are summarized with f-strings. Dataclass with __post_init__ validation,
# a typing.Iterator generator of neighbours, sets of walls as frozensets.
import heapq
import itertools
import random
from collections import deque
from dataclasses import dataclass, field
from typing import Callable, Dict, Iterator, List, NamedTuple, Optional, Set, Tuple


class Point(NamedTuple):
    row: int
    col: int

    def manhattan(self, other: "Point") -> int:
        return abs(self.row - other.row) + abs(self.col - other.col)


DIRECTIONS: Tuple[Tuple[int, int], ...] = ((-1, 0), (0, 1), (1, 0), (0, -1))


@dataclass
class Maze:
    rows: int
    cols: int
    open_walls: Set[frozenset] = field(default_factory=set)

    def __post_init__(self) -> None:
        if self.rows < 2 or self.cols < 2:
            raise ValueError(f"maze too small: {self.rows}x{self.cols}")

    def in_bounds(self, p: Point) -> bool:
        return 0 <= p.row < self.rows and 0 <= p.col < self.cols

    def cells(self) -> Iterator[Point]:
        for r in range(self.rows):
            for c in range(self.cols):
                yield Point(r, c)

    def adjacent(self, p: Point) -> Iterator[Point]:
        for dr, dc in DIRECTIONS:
            q = Point(p.row + dr, p.col + dc)
            if self.in_bounds(q):
                yield q

    def neighbours(self, p: Point) -> Iterator[Point]:
        for q in self.adjacent(p):
            if frozenset((p, q)) in self.open_walls:
                yield q

    def carve(self, a: Point, b: Point) -> None:
        self.open_walls.add(frozenset((a, b)))

    def degree(self, p: Point) -> int:
        return sum(1 for _ in self.neighbours(p))


def backtracker(rows: int, cols: int, rng: random.Random) -> Maze:
    maze = Maze(rows, cols)
    start = Point(0, 0)
    visited = {start}
    stack = [start]
    while stack:
        current = stack[-1]
        options = [q for q in maze.adjacent(current) if q not in visited]
        if not options:
            stack.pop()
            continue
        nxt = rng.choice(options)
        maze.carve(current, nxt)
        visited.add(nxt)
        stack.append(nxt)
    return maze


class DisjointSet:
    def __init__(self) -> None:
        self.parent: Dict[Point, Point] = {}

    def find(self, x: Point) -> Point:
        self.parent.setdefault(x, x)
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a: Point, b: Point) -> bool:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        self.parent[ra] = rb
        return True


def kruskal(rows: int, cols: int, rng: random.Random) -> Maze:
    maze = Maze(rows, cols)
    edges = [(p, q) for p in maze.cells() for q in maze.adjacent(p) if p < q]
    rng.shuffle(edges)
    ds = DisjointSet()
    for p, q in edges:
        if ds.union(p, q):
            maze.carve(p, q)
    return maze


def braid(maze: Maze, rng: random.Random, fraction: float) -> int:
    removed = 0
    for p in list(maze.cells()):
        if maze.degree(p) == 1 and rng.random() < fraction:
            closed = [q for q in maze.adjacent(p) if frozenset((p, q)) not in maze.open_walls]
            if closed:
                maze.carve(p, rng.choice(closed))
                removed += 1
    return removed


def bfs(maze: Maze, start: Point, goal: Point) -> Optional[List[Point]]:
    came: Dict[Point, Optional[Point]] = {start: None}
    queue = deque([start])
    while queue:
        cur = queue.popleft()
        if cur == goal:
            break
        for nxt in maze.neighbours(cur):
            if nxt not in came:
                came[nxt] = cur
                queue.append(nxt)
    return rebuild(came, goal)


def rebuild(came: Dict[Point, Optional[Point]], goal: Point) -> Optional[List[Point]]:
    if goal not in came:
        return None
    path = []
    node: Optional[Point] = goal
    while node is not None:
        path.append(node)
        node = came[node]
    path.reverse()
    return path


def best_first(maze: Maze, start: Point, goal: Point,
               heuristic: Callable[[Point, Point], int]) -> Tuple[Optional[List[Point]], int]:
    counter = itertools.count()
    frontier: List[Tuple[int, int, Point]] = [(heuristic(start, goal), next(counter), start)]
    cost = {start: 0}
    came: Dict[Point, Optional[Point]] = {start: None}
    expanded = 0
    while frontier:
        _, _, cur = heapq.heappop(frontier)
        expanded += 1
        if cur == goal:
            return rebuild(came, goal), expanded
        for nxt in maze.neighbours(cur):
            new_cost = cost[cur] + 1
            if new_cost < cost.get(nxt, float("inf")):
                cost[nxt] = new_cost
                came[nxt] = cur
                heapq.heappush(frontier, (new_cost + heuristic(nxt, goal), next(counter), nxt))
    return None, expanded


def render(maze: Maze, path: List[Point]) -> List[str]:
    on_path = set(path)
    lines = ["+" + "--+" * maze.cols]
    for r in range(maze.rows):
        row = ["|"]
        below = ["+"]
        for c in range(maze.cols):
            p = Point(r, c)
            row.append(" * " if p in on_path else "   ")
            east = Point(r, c + 1)
            row[-1] = row[-1][:2] + (" " if frozenset((p, east)) in maze.open_walls else "|")
            south = Point(r + 1, c)
            below.append("  +" if frozenset((p, south)) in maze.open_walls else "--+")
        lines.append("".join(row))
        lines.append("".join(below))
    return lines


def main(size: int, rounds: int) -> None:
    rng = random.Random(2024)
    totals = {"bfs": 0, "dijkstra": 0, "astar": 0}
    summary = []
    for i in range(rounds):
        gen = backtracker if i % 2 == 0 else kruskal
        maze = gen(size, size + 4, rng)
        knocked = braid(maze, rng, 0.3)
        start, goal = Point(0, 0), Point(maze.rows - 1, maze.cols - 1)
        path = bfs(maze, start, goal)
        d_path, d_exp = best_first(maze, start, goal, lambda a, b: 0)
        a_path, a_exp = best_first(maze, start, goal, Point.manhattan)
        assert path is not None and d_path is not None and a_path is not None
        assert len(path) == len(d_path) == len(a_path), (len(path), len(d_path), len(a_path))
        totals["bfs"] += len(path)
        totals["dijkstra"] += d_exp
        totals["astar"] += a_exp
        dead_ends = sum(1 for p in maze.cells() if maze.degree(p) == 1)
        summary.append((gen.__name__, len(path) - 1, d_exp, a_exp, knocked, dead_ends))
    for name, length, d_exp, a_exp, knocked, dead in summary[:6]:
        saving = 100.0 * (d_exp - a_exp) / d_exp
        print(f"{name:<12} len={length:>4} dijkstra={d_exp:>5} astar={a_exp:>5} "
              f"saved={saving:5.1f}% braided={knocked:>3} dead_ends={dead:>3}")
    print("totals:", ", ".join(f"{k}={v}" for k, v in sorted(totals.items())))
    small = backtracker(5, 8, rng)
    art = render(small, bfs(small, Point(0, 0), Point(4, 7)) or [])
    print("\n".join(art))
    try:
        Maze(1, 5)
    except ValueError as exc:
        print(f"error: {exc}")


if __name__ == "__main__":
    main(size=30, rounds=16)  # test: main(size=8, rounds=3)

# Benchmark (held-out style, after typical agent code): a Sokoban solver.
# Levels are parsed from the usual text format; the player's reachable region is found by a
# flood fill, dead squares (corners not on goals, walls between them) are precomputed, and the
# search works on pushes: states are (frozenset of boxes, normalized player square), explored
# breadth-first for the fewest pushes and by A* with a greedy box-to-goal matching heuristic;
# solutions are replayed move by move to check them, and the push counts, expanded states and
# a digest of the move strings are printed.
import heapq
from collections import deque

LEVELS = [
    """
#######
#.@ # #
#$* $ #
#   $ #
# ..  #
#  *  #
#######
""",
    """
  #####
###   #
#.@$  #
### $.#
#.##$ #
# # . ##
#$ *$$.#
#   .  #
########
""",
    """
########
#      #
# .$$. #
# $..$ #
#  @   #
########
""",
    """
#######
#     #
# .$. #
# $.$ #
# .$. #
#  @  #
#######
""",
]
DIRS = {"u": (0, -1), "d": (0, 1), "l": (-1, 0), "r": (1, 0)}


class Level:
    def __init__(self, text):
        rows = [r for r in text.split("\n") if r.strip()]
        self.walls, self.goals, boxes = set(), set(), set()
        self.player = None
        for y, row in enumerate(rows):
            for x, ch in enumerate(row):
                p = (x, y)
                if ch == "#":
                    self.walls.add(p)
                if ch in ".*+":
                    self.goals.add(p)
                if ch in "$*":
                    boxes.add(p)
                if ch in "@+":
                    self.player = p
        self.boxes = frozenset(boxes)
        self.floor = self.reach(self.player, frozenset())
        self.dead = self.dead_squares()

    def reach(self, start, boxes):
        seen = {start}
        todo = deque([start])
        while todo:
            x, y = todo.popleft()
            for dx, dy in DIRS.values():
                q = (x + dx, y + dy)
                if q not in seen and q not in self.walls and q not in boxes:
                    seen.add(q)
                    todo.append(q)
        return seen

    def dead_squares(self):
        dead = set()
        for p in self.floor:
            if p in self.goals:
                continue
            x, y = p
            wl = (x - 1, y) in self.walls
            wr = (x + 1, y) in self.walls
            wu = (x, y - 1) in self.walls
            wd = (x, y + 1) in self.walls
            if (wl or wr) and (wu or wd):
                dead.add(p)
        return dead

    def pushes(self, boxes, player):
        region = self.reach(player, boxes)
        for b in sorted(boxes):
            for name, (dx, dy) in DIRS.items():
                behind = (b[0] - dx, b[1] - dy)
                dest = (b[0] + dx, b[1] + dy)
                if behind in region and dest not in self.walls and dest not in boxes \
                        and dest not in self.dead:
                    yield b, dest, name, behind
        self._region = region

    def key(self, boxes, player):
        return boxes, min(self.reach(player, boxes))

    def solved(self, boxes):
        return boxes <= self.goals

    def heuristic(self, boxes):
        goals = sorted(self.goals)
        used = set()
        total = 0
        for b in sorted(boxes):
            best = None
            for g in goals:
                if g in used:
                    continue
                d = abs(b[0] - g[0]) + abs(b[1] - g[1])
                if best is None or d < best[0]:
                    best = (d, g)
            used.add(best[1])
            total += best[0]
        return total


def bfs(level):
    start = (level.boxes, level.player)
    seen = {level.key(*start)}
    todo = deque([(level.boxes, level.player, ())])
    expanded = 0
    while todo:
        boxes, player, path = todo.popleft()
        expanded += 1
        if level.solved(boxes):
            return path, expanded
        for b, dest, name, _ in list(level.pushes(boxes, player)):
            nb = (boxes - {b}) | {dest}
            k = level.key(nb, b)
            if k not in seen:
                seen.add(k)
                todo.append((nb, b, path + ((b, name),)))
    return None, expanded


def astar(level):
    counter = 0
    start = (level.heuristic(level.boxes), 0, counter, level.boxes, level.player, ())
    heap = [start]
    best = {level.key(level.boxes, level.player): 0}
    expanded = 0
    while heap:
        _, g, _, boxes, player, path = heapq.heappop(heap)
        expanded += 1
        if level.solved(boxes):
            return path, expanded
        for b, dest, name, _ in list(level.pushes(boxes, player)):
            nb = (boxes - {b}) | {dest}
            k = level.key(nb, b)
            if best.get(k, 1 << 30) > g + 1:
                best[k] = g + 1
                counter += 1
                heapq.heappush(heap, (g + 1 + level.heuristic(nb), g + 1, counter, nb, b,
                                      path + ((b, name),)))
    return None, expanded


def replay(level, pushes):
    boxes = set(level.boxes)
    player = level.player
    walk_steps = 0
    for b, name in pushes:
        dx, dy = DIRS[name]
        if (b[0] - dx, b[1] - dy) not in level.reach(player, frozenset(boxes)) \
                or (b[0] + dx, b[1] + dy) in boxes or (b[0] + dx, b[1] + dy) in level.walls:
            return False, walk_steps
        walk_steps += abs(player[0] - (b[0] - dx)) + abs(player[1] - (b[1] - dy))
        boxes.remove(b)
        boxes.add((b[0] + dx, b[1] + dy))
        player = b
    return frozenset(boxes) <= level.goals, walk_steps


def main(levels=None):
    digest = 0
    for i, text in enumerate(LEVELS if levels is None else [LEVELS[j] for j in levels]):
        level = Level(text)
        print(f"level {i}: boxes={len(level.boxes)} goals={len(level.goals)} "
              f"floor={len(level.floor)} dead={len(level.dead)}")
        solvers = (("bfs", bfs), ("astar", astar)) if len(level.boxes) < 6 else (("astar", astar),)
        for name, solver in solvers:
            path, expanded = solver(level)
            if path is None:
                print(f"  {name}: no solution after {expanded} states")
                continue
            ok, walk = replay(level, path)
            moves = "".join(f"{d.upper()}{b[0]}{b[1]}" for b, d in path)
            for ch in moves:
                digest = (digest * 37 + ord(ch)) % 1_000_000_007
            print(f"  {name}: pushes={len(path)} expanded={expanded} walk={walk} replay_ok={ok}")
    print("digest", digest)


if __name__ == "__main__":
    main()  # test: main(levels=[2])

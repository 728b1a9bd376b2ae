# Benchmark (held-out style, after typical agent code): a roguelike dungeon generator. A binary
# space partition splits the map into leaves (a recursive dataclass tree), rooms are carved in
# the leaves and joined by L-shaped corridors between sibling subtrees; doors, monsters and
# loot are placed with a seeded random.Random and weighted tables; connectivity is checked by
# BFS flood fill from the entrance (collections.deque), a Dijkstra map gives distances for
# placing the exit, and the map is rendered as text and summarised.
import random
import heapq
from collections import deque, Counter
from dataclasses import dataclass, field
from typing import Optional

WALL, FLOOR, DOOR, CORRIDOR = "#", ".", "+", ","
MONSTERS = {"rat": 30, "goblin": 25, "skeleton": 15, "orc": 12, "troll": 5, "dragon": 1}
LOOT = {"gold": 40, "potion": 25, "scroll": 15, "sword": 8, "armor": 6, "amulet": 2}


@dataclass
class Rect:
    x: int
    y: int
    w: int
    h: int

    @property
    def center(self):
        return (self.x + self.w // 2, self.y + self.h // 2)

    def cells(self):
        for yy in range(self.y, self.y + self.h):
            for xx in range(self.x, self.x + self.w):
                yield xx, yy


@dataclass
class Leaf:
    area: Rect
    left: Optional["Leaf"] = None
    right: Optional["Leaf"] = None
    room: Optional[Rect] = None

    def split(self, rng, min_size):
        if self.left or self.right:
            return False
        horizontal = rng.random() < 0.5
        if self.area.w > self.area.h * 1.25:
            horizontal = False
        elif self.area.h > self.area.w * 1.25:
            horizontal = True
        size = self.area.h if horizontal else self.area.w
        if size < 2 * min_size:
            return False
        cut = rng.randint(min_size, size - min_size)
        a = self.area
        if horizontal:
            self.left = Leaf(Rect(a.x, a.y, a.w, cut))
            self.right = Leaf(Rect(a.x, a.y + cut, a.w, a.h - cut))
        else:
            self.left = Leaf(Rect(a.x, a.y, cut, a.h))
            self.right = Leaf(Rect(a.x + cut, a.y, a.w - cut, a.h))
        return True

    def leaves(self):
        if self.left is None and self.right is None:
            yield self
        else:
            for child in (self.left, self.right):
                if child is not None:
                    yield from child.leaves()

    def any_room(self, rng):
        if self.room is not None:
            return self.room
        rooms = [l.room for l in self.leaves() if l.room is not None]
        return rng.choice(rooms)


class Dungeon:
    def __init__(self, width, height, seed):
        self.w, self.h = width, height
        self.rng = random.Random(seed)
        self.grid = [[WALL] * width for _ in range(height)]
        self.root = Leaf(Rect(0, 0, width, height))
        self.rooms = []
        self.entities = {}

    def partition(self, min_size=7):
        queue = [self.root]
        while queue:
            leaf = queue.pop()
            if leaf.split(self.rng, min_size):
                queue.extend((leaf.left, leaf.right))

    def carve_rooms(self):
        for leaf in self.root.leaves():
            a = leaf.area
            w = self.rng.randint(3, max(3, a.w - 2))
            h = self.rng.randint(3, max(3, a.h - 2))
            x = self.rng.randint(a.x + 1, max(a.x + 1, a.x + a.w - w - 1))
            y = self.rng.randint(a.y + 1, max(a.y + 1, a.y + a.h - h - 1))
            leaf.room = Rect(x, y, w, h)
            self.rooms.append(leaf.room)
            for cx, cy in leaf.room.cells():
                if 0 < cx < self.w - 1 and 0 < cy < self.h - 1:
                    self.grid[cy][cx] = FLOOR

    def corridor(self, a, b):
        (x1, y1), (x2, y2) = a, b
        path = []
        if self.rng.random() < 0.5:
            path += [(x, y1) for x in range(min(x1, x2), max(x1, x2) + 1)]
            path += [(x2, y) for y in range(min(y1, y2), max(y1, y2) + 1)]
        else:
            path += [(x1, y) for y in range(min(y1, y2), max(y1, y2) + 1)]
            path += [(x, y2) for x in range(min(x1, x2), max(x1, x2) + 1)]
        for x, y in path:
            if self.grid[y][x] == WALL:
                self.grid[y][x] = CORRIDOR

    def connect(self, leaf):
        if leaf.left is None or leaf.right is None:
            return
        self.connect(leaf.left)
        self.connect(leaf.right)
        ra = leaf.left.any_room(self.rng)
        rb = leaf.right.any_room(self.rng)
        self.corridor(ra.center, rb.center)

    def place_doors(self):
        n = 0
        for room in self.rooms:
            for x in range(room.x - 1, room.x + room.w + 1):
                for y in (room.y - 1, room.y + room.h):
                    if 0 <= y < self.h and 0 <= x < self.w and self.grid[y][x] == CORRIDOR:
                        self.grid[y][x] = DOOR
                        n += 1
        return n

    def neighbors(self, x, y):
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nx, ny = x + dx, y + dy
            if 0 <= nx < self.w and 0 <= ny < self.h and self.grid[ny][nx] != WALL:
                yield nx, ny

    def flood(self, start):
        seen = {start}
        q = deque([start])
        while q:
            cur = q.popleft()
            for nb in self.neighbors(*cur):
                if nb not in seen:
                    seen.add(nb)
                    q.append(nb)
        return seen

    def dijkstra(self, start):
        cost = {FLOOR: 1, CORRIDOR: 2, DOOR: 3}
        dist = {start: 0}
        heap = [(0, start)]
        while heap:
            d, (x, y) = heapq.heappop(heap)
            if d > dist[(x, y)]:
                continue
            for nx, ny in self.neighbors(x, y):
                nd = d + cost[self.grid[ny][nx]]
                if nd < dist.get((nx, ny), 1 << 30):
                    dist[(nx, ny)] = nd
                    heapq.heappush(heap, (nd, (nx, ny)))
        return dist

    def populate(self, depth):
        mons, mw = list(MONSTERS), list(MONSTERS.values())
        loot, lw = list(LOOT), list(LOOT.values())
        for room in self.rooms[1:]:
            cells = [c for c in room.cells() if self.grid[c[1]][c[0]] == FLOOR]
            for _ in range(self.rng.randint(0, 1 + depth // 2)):
                self.entities[self.rng.choice(cells)] = ("M", self.rng.choices(mons, mw)[0])
            if self.rng.random() < 0.6:
                self.entities[self.rng.choice(cells)] = ("L", self.rng.choices(loot, lw)[0])

    def render(self):
        rows = []
        for y, row in enumerate(self.grid):
            line = []
            for x, ch in enumerate(row):
                ent = self.entities.get((x, y))
                line.append(ent[1][0].upper() if ent and ent[0] == "M" else "$" if ent else ch)
            rows.append("".join(line))
        return "\n".join(rows)


def generate(seed, depth, width, height):
    d = Dungeon(width, height, seed)
    d.partition()
    d.carve_rooms()
    d.connect(d.root)
    doors = d.place_doors()
    start = d.rooms[0].center
    reach = d.flood(start)
    walkable = sum(ch != WALL for row in d.grid for ch in row)
    dist = d.dijkstra(start)
    exit_cell = max(dist, key=lambda c: (dist[c], c))
    d.populate(depth)
    return d, doors, len(reach), walkable, exit_cell, dist[exit_cell]


def main(levels=16, width=64, height=40):
    totals = Counter()
    for level in range(levels):
        d, doors, reach, walkable, exit_cell, far = generate(1000 + level, level, width, height)
        kinds = Counter(name for _, name in d.entities.values())
        totals.update(kinds)
        print(f"level {level}: rooms={len(d.rooms):2d} doors={doors:3d} walkable={walkable:4d} "
              f"reachable={reach == walkable} exit={exit_cell} dist={far}")
        if level == 0:
            print("\n".join(d.render().splitlines()[:12]))
    print("entities", sorted(totals.items()))


if __name__ == "__main__":
    main()  # test: main(levels=2, width=32, height=20)

# Benchmark (held-out style, after typical agent code): spatial queries with a k-d tree. Points
# are NamedTuples (x, y, label) drawn around seeded cluster centres; the tree is built
# recursively by sorting on the split axis with a key lambda and taking the median; nearest-
# neighbour search recurses down the near side and prunes the far side by the splitting plane;
# k-nearest uses a bounded max-heap of (-dist, id) entries; rectangle and radius queries collect
# hits; a k-NN classifier votes with Counter; all answers are checked against brute force on a
# sample, and a grid-bucket index is compared for radius queries.
import heapq
import math
import random
from collections import Counter, defaultdict
from typing import NamedTuple


class Point(NamedTuple):
    x: float
    y: float
    label: str
    pid: int


class Node:
    __slots__ = ("point", "axis", "left", "right")

    def __init__(self, point, axis, left, right):
        self.point = point
        self.axis = axis
        self.left = left
        self.right = right


def build(points, depth=0):
    if not points:
        return None
    axis = depth % 2
    points = sorted(points, key=lambda p: (p[axis], p.pid))
    mid = len(points) // 2
    return Node(points[mid], axis, build(points[:mid], depth + 1), build(points[mid + 1:], depth + 1))


def dist2(p, qx, qy):
    dx = p.x - qx
    dy = p.y - qy
    return dx * dx + dy * dy


def nearest(node, qx, qy, best=None):
    if node is None:
        return best
    p = node.point
    d = dist2(p, qx, qy)
    if best is None or d < best[0] or (d == best[0] and p.pid < best[1].pid):
        best = (d, p)
    diff = (qx if node.axis == 0 else qy) - p[node.axis]
    near, far = (node.left, node.right) if diff < 0 else (node.right, node.left)
    best = nearest(near, qx, qy, best)
    if diff * diff <= best[0]:
        best = nearest(far, qx, qy, best)
    return best


def k_nearest(root, qx, qy, k):
    heap = []

    def visit(node):
        if node is None:
            return
        p = node.point
        d = dist2(p, qx, qy)
        entry = (-d, -p.pid, p)
        if len(heap) < k:
            heapq.heappush(heap, entry)
        elif entry > heap[0]:
            heapq.heapreplace(heap, entry)
        diff = (qx if node.axis == 0 else qy) - p[node.axis]
        near, far = (node.left, node.right) if diff < 0 else (node.right, node.left)
        visit(near)
        if len(heap) < k or diff * diff <= -heap[0][0]:
            visit(far)

    visit(root)
    return [e[2] for e in sorted(heap, key=lambda e: (-e[0], -e[1]))]


def in_rect(root, x0, y0, x1, y1):
    out = []
    stack = [root]
    lo = (x0, y0)
    hi = (x1, y1)
    while stack:
        node = stack.pop()
        if node is None:
            continue
        p = node.point
        if x0 <= p.x <= x1 and y0 <= p.y <= y1:
            out.append(p.pid)
        v = p[node.axis]
        if lo[node.axis] <= v:
            stack.append(node.left)
        if v <= hi[node.axis]:
            stack.append(node.right)
    return sorted(out)


def in_radius(root, qx, qy, r):
    r2 = r * r
    out = []

    def walk(node):
        if node is None:
            return
        p = node.point
        if dist2(p, qx, qy) <= r2:
            out.append(p.pid)
        q = qx if node.axis == 0 else qy
        split = p[node.axis]
        if q - r <= split:
            walk(node.left)
        if q + r >= split:
            walk(node.right)

    walk(root)
    return sorted(out)


class GridIndex:
    def __init__(self, points, cell):
        self.cell = cell
        self.buckets = defaultdict(list)
        for p in points:
            self.buckets[int(p.x // cell), int(p.y // cell)].append(p)

    def radius(self, qx, qy, r):
        c = self.cell
        r2 = r * r
        out = []
        for gx in range(int((qx - r) // c), int((qx + r) // c) + 1):
            for gy in range(int((qy - r) // c), int((qy + r) // c) + 1):
                for p in self.buckets.get((gx, gy), ()):
                    if dist2(p, qx, qy) <= r2:
                        out.append(p.pid)
        return sorted(out)


def make_points(rng, n, labels):
    centres = [(rng.uniform(0, 1000), rng.uniform(0, 1000), lab) for lab in labels]
    pts = []
    for i in range(n):
        cx, cy, lab = rng.choice(centres)
        spread = 60 + 40 * (ord(lab[0]) % 3)
        pts.append(Point(round(rng.gauss(cx, spread), 3), round(rng.gauss(cy, spread), 3), lab, i))
    return pts


def depth_of(node):
    if node is None:
        return 0
    return 1 + max(depth_of(node.left), depth_of(node.right))


def main(n_points=4000, n_queries=500, k=7):
    rng = random.Random(2024)
    labels = ["ash", "birch", "cedar", "elm", "fir", "oak"]
    points = make_points(rng, n_points, labels)
    root = build(points)
    print("points", len(points), "tree depth", depth_of(root))
    queries = [(rng.uniform(-50, 1050), rng.uniform(-50, 1050)) for _ in range(n_queries)]
    near_sum = 0.0
    for qx, qy in queries:
        d, p = nearest(root, qx, qy)
        near_sum += math.sqrt(d)
    print("mean nearest distance %.4f" % (near_sum / n_queries))
    for qx, qy in queries[:40]:
        d, p = nearest(root, qx, qy)
        bd = min(dist2(q, qx, qy) for q in points)
        assert d == bd, (d, bd)
    correct = 0
    votes_total = Counter()
    for qx, qy in queries:
        nbrs = k_nearest(root, qx, qy, k)
        votes = Counter(p.label for p in nbrs)
        guess = max(sorted(votes), key=lambda lab: votes[lab])
        votes_total[guess] += 1
        truth = nearest(root, qx, qy)[1].label
        correct += guess == truth
    for qx, qy in queries[:15]:
        brute = sorted(points, key=lambda p: (dist2(p, qx, qy), p.pid))[:k]
        assert [p.pid for p in brute] == [p.pid for p in k_nearest(root, qx, qy, k)]
    print("knn agreement %d/%d" % (correct, n_queries), sorted(votes_total.items()))
    grid = GridIndex(points, 50.0)
    rect_hits = 0
    radius_hits = 0
    for i, (qx, qy) in enumerate(queries):
        w = 20 + (i % 7) * 15
        rect = in_rect(root, qx - w, qy - w, qx + w, qy + w)
        rect_hits += len(rect)
        r = 15 + (i % 5) * 10
        rad = in_radius(root, qx, qy, r)
        radius_hits += len(rad)
        if i % 10 == 0:
            assert rad == grid.radius(qx, qy, r)
            assert rect == sorted(p.pid for p in points
                                  if qx - w <= p.x <= qx + w and qy - w <= p.y <= qy + w)
    print("rect hits", rect_hits, "radius hits", radius_hits)
    busiest = max(grid.buckets.items(), key=lambda kv: (len(kv[1]), kv[0]))
    print("busiest cell", busiest[0], len(busiest[1]), "cells", len(grid.buckets))


if __name__ == "__main__":
    main()  # test: main(n_points=300, n_queries=50, k=5)

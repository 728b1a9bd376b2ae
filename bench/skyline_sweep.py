# Benchmark (held-out style, after typical agent code): computational geometry by sweep lines.
# The skyline of random buildings with a max-heap of (negated height, right edge) and lazy
# deletion; the union area of rectangles by coordinate compression and a covered-count array;
# merging and intersecting interval lists; the minimum number of meeting rooms with a min-heap and
# a bisect.insort timeline; closest pair of points by divide and conquer checked against a grid
# hash; segment intersection counting with orientation tests.
import bisect
import heapq
import math
import random
from collections import defaultdict


def skyline(buildings):
    events = sorted({x for l, r, _ in buildings for x in (l, r)})
    by_left = sorted(buildings)
    heap = [(0, float("inf"))]
    out = []
    i = 0
    for x in events:
        while i < len(by_left) and by_left[i][0] <= x:
            l, r, h = by_left[i]
            heapq.heappush(heap, (-h, r))
            i += 1
        while heap[0][1] <= x:
            heapq.heappop(heap)
        height = -heap[0][0]
        if not out or out[-1][1] != height:
            out.append((x, height))
    return out


def union_area(rects):
    xs = sorted({x for x1, _, x2, _ in rects for x in (x1, x2)})
    index = {x: i for i, x in enumerate(xs)}
    events = []
    for x1, y1, x2, y2 in rects:
        events.append((y1, 1, index[x1], index[x2]))
        events.append((y2, -1, index[x1], index[x2]))
    events.sort()
    count = [0] * len(xs)
    area = 0
    prev_y = events[0][0]
    for y, delta, a, b in events:
        covered = 0
        for k in range(len(xs) - 1):
            if count[k] > 0:
                covered += xs[k + 1] - xs[k]
        area += covered * (y - prev_y)
        prev_y = y
        for k in range(a, b):
            count[k] += delta
    return area


def merge_intervals(intervals):
    out = []
    for start, end in sorted(intervals):
        if out and start <= out[-1][1]:
            if end > out[-1][1]:
                out[-1][1] = end
        else:
            out.append([start, end])
    return out


def intersect(a, b):
    i = j = 0
    out = []
    while i < len(a) and j < len(b):
        lo = max(a[i][0], b[j][0])
        hi = min(a[i][1], b[j][1])
        if lo < hi:
            out.append((lo, hi))
        if a[i][1] < b[j][1]:
            i += 1
        else:
            j += 1
    return out


def meeting_rooms(meetings):
    rooms = []
    peak = 0
    timeline = []
    for start, end in sorted(meetings):
        while rooms and rooms[0] <= start:
            heapq.heappop(rooms)
        heapq.heappush(rooms, end)
        peak = max(peak, len(rooms))
        bisect.insort(timeline, (end, start))
    busiest = max(range(0, 1440, 30), key=lambda t: bisect.bisect_right(timeline, (t + 30, 0)) -
                  bisect.bisect_right(timeline, (t, 10 ** 9)))
    return peak, busiest


def dist(p, q):
    return math.hypot(p[0] - q[0], p[1] - q[1])


def closest_pair(points):
    px = sorted(points)

    def rec(pts):
        if len(pts) <= 3:
            return min((dist(a, b), a, b) for i, a in enumerate(pts) for b in pts[i + 1:])
        mid = len(pts) // 2
        mx = pts[mid][0]
        best = min(rec(pts[:mid]), rec(pts[mid:]))
        strip = sorted((p for p in pts if abs(p[0] - mx) < best[0]), key=lambda p: p[1])
        for i, a in enumerate(strip):
            for b in strip[i + 1:i + 8]:
                if b[1] - a[1] >= best[0]:
                    break
                d = dist(a, b)
                if d < best[0]:
                    best = (d, a, b)
        return best

    return rec(px)


def closest_by_grid(points, cell):
    grid = defaultdict(list)
    for p in points:
        grid[(int(p[0] // cell), int(p[1] // cell))].append(p)
    best = float("inf")
    for (cx, cy), pts in grid.items():
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                for q in grid.get((cx + dx, cy + dy), ()):
                    for p in pts:
                        if p < q:
                            best = min(best, dist(p, q))
    return best


def orient(a, b, c):
    v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    return (v > 0) - (v < 0)


def crosses(s, t):
    a, b = s
    c, d = t
    return orient(a, b, c) * orient(a, b, d) < 0 and orient(c, d, a) * orient(c, d, b) < 0


def main(n=2500):
    rng = random.Random(11)
    buildings = []
    for _ in range(n):
        l = rng.randint(0, 5000)
        buildings.append((l, l + rng.randint(5, 300), rng.randint(10, 400)))
    sky = skyline(buildings)
    print(f"skyline points {len(sky)}; first {sky[:4]}; max height {max(h for _, h in sky)}")
    rects = []
    for _ in range(n // 4):
        x, y = rng.randint(0, 1000), rng.randint(0, 1000)
        rects.append((x, y, x + rng.randint(1, 120), y + rng.randint(1, 120)))
    print("union area", union_area(rects), "sum of areas",
          sum((x2 - x1) * (y2 - y1) for x1, y1, x2, y2 in rects))
    a = merge_intervals([(s, s + rng.randint(1, 40)) for s in rng.sample(range(10000), n)])
    b = merge_intervals([(s, s + rng.randint(1, 60)) for s in rng.sample(range(10000), n)])
    both = intersect(a, b)
    print(f"merged {len(a)} and {len(b)}; overlap {len(both)} pieces, {sum(h - l for l, h in both)} long")
    meetings = []
    for _ in range(n):
        start = rng.randrange(0, 1380, 5)
        meetings.append((start, start + rng.choice([15, 30, 45, 60])))
    print("rooms needed %d, busiest half hour starts at %02d:%02d" % (
        meeting_rooms(meetings)[0], *divmod(meeting_rooms(meetings)[1], 60)))
    points = [(rng.uniform(0, 1000), rng.uniform(0, 1000)) for _ in range(n * 2)]
    d, p, q = closest_pair(points)
    g = closest_by_grid(points, 25.0)
    print(f"closest pair {d:.6f} grid agrees: {abs(d - g) < 1e-12}")
    segs = [((rng.uniform(0, 100), rng.uniform(0, 100)), (rng.uniform(0, 100), rng.uniform(0, 100)))
            for _ in range(n // 5)]
    count = sum(1 for i, s in enumerate(segs) for t in segs[i + 1:] if crosses(s, t))
    print("segment crossings", count)


if __name__ == "__main__":
    main()  # test: main(n=60)

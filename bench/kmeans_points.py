# Benchmark (held-out style, after typical agent code): k-means clustering of 2-D and 3-D points
# stored as tuples of floats. Blobs come from random.gauss, k-means++ seeding draws by squared
# distance with bisect over accumulated weights, Lloyd iterations assign points with min(range(k),
# key=...) and recompute centroids with zip(*cluster); inertia, silhouette on a sample and an elbow
# sweep over k are reported with statistics.mean/pstdev and rounded floats.
import bisect
import math
import random
import statistics
from itertools import accumulate


def make_blobs(rng, centers, per, spread):
    points = []
    for c in centers:
        for _ in range(per):
            points.append(tuple(x + rng.gauss(0, spread) for x in c))
    rng.shuffle(points)
    return points


def sqdist(p, q):
    return sum((a - b) ** 2 for a, b in zip(p, q))


def kmeans_pp(points, k, rng):
    centroids = [rng.choice(points)]
    while len(centroids) < k:
        d2 = [min(sqdist(p, c) for c in centroids) for p in points]
        cum = list(accumulate(d2))
        r = rng.random() * cum[-1]
        centroids.append(points[bisect.bisect_left(cum, r)])
    return centroids


def lloyd(points, centroids, max_iter=50, tol=1e-6):
    k = len(centroids)
    for it in range(max_iter):
        clusters = [[] for _ in range(k)]
        for p in points:
            j = min(range(k), key=lambda i: sqdist(p, centroids[i]))
            clusters[j].append(p)
        new = []
        for j, cl in enumerate(clusters):
            if cl:
                new.append(tuple(sum(col) / len(cl) for col in zip(*cl)))
            else:
                new.append(centroids[j])
        shift = max(math.dist(a, b) for a, b in zip(centroids, new))
        centroids = new
        if shift < tol:
            break
    return centroids, clusters, it + 1


def inertia(centroids, clusters):
    return sum(sqdist(p, c) for c, cl in zip(centroids, clusters) for p in cl)


def silhouette(clusters, sample):
    scores = []
    labelled = [(p, j) for j, cl in enumerate(clusters) for p in cl]
    for p, j in labelled[::max(1, len(labelled) // sample)]:
        own = clusters[j]
        a = statistics.mean(math.dist(p, q) for q in own) if len(own) > 1 else 0.0
        b = min(statistics.mean(math.dist(p, q) for q in cl) for i, cl in enumerate(clusters) if i != j and cl)
        scores.append((b - a) / max(a, b) if max(a, b) else 0.0)
    return statistics.mean(scores)


def run(points, k, rng):
    cents, clusters, iters = lloyd(points, kmeans_pp(points, k, rng))
    return cents, clusters, iters, inertia(cents, clusters)


def main(per, dims):
    rng = random.Random(4242)
    for d in dims:
        centers = [tuple(rng.uniform(-20, 20) for _ in range(d)) for _ in range(5)]
        points = make_blobs(rng, centers, per, 2.5)
        elbow = []
        for k in range(2, 8):
            cents, clusters, iters, inn = run(points, k, rng)
            elbow.append(round(inn, 1))
            if k == 5:
                sizes = sorted(len(c) for c in clusters)
                sil = silhouette(clusters, 40)
                print(f"d={d} k=5 iters={iters} sizes={sizes} silhouette={sil:.3f}")
                print("  centroids", sorted(tuple(round(x, 2) for x in c) for c in cents)[:2])
        drops = [a - b for a, b in zip(elbow, elbow[1:])]
        print(f"d={d} elbow {elbow}")
        print(f"  drop mean {statistics.mean(drops):.2f} pstdev {statistics.pstdev(drops):.2f}")


if __name__ == "__main__":
    main(per=200, dims=(2, 3))  # test: main(per=15, dims=(2,))

# statistics.NormalDist: construction, pdf/cdf/inv_cdf (AS241 in all three regions), quantiles,
# overlap, zscore, arithmetic, equality/hash, from_samples, seeded samples, and the errors.
from statistics import NormalDist, StatisticsError

n = NormalDist(100, 15)
print(n, n.mean, n.median, n.mode, n.stdev, n.variance)
print(n.pdf(110), n.cdf(130), n.zscore(85))
for p in (1e-300, 1e-20, 0.001, 0.02, 0.075, 0.3, 0.5, 0.7, 0.925, 0.98, 0.999, 1 - 1e-16):
    print(p, NormalDist().inv_cdf(p), n.inv_cdf(p))
print(n.quantiles(), [round(x, 6) for x in NormalDist(0, 1).quantiles(10)])
print(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), NormalDist(0, 1).overlap(NormalDist(1, 1)))
a, b = NormalDist(10, 3), NormalDist(5, 4)
print(a + b, a - b, a + 5, 5 + a, a - 1, 1 - a, a * 2, 3 * a, a / -2, -a, +a)
print(a == NormalDist(10.0, 3.0), a == b, a == 10, hash(a) == hash(NormalDist(10, 3)))
d = NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5])
print(d, NormalDist.from_samples(range(10)))
print(NormalDist(0, 1).samples(3, seed=42), len(n.samples(5, seed="x")))
s = {NormalDist(1, 2), NormalDist(1.0, 2.0)}
print(len(s))
for f in (lambda: NormalDist(0, -1), lambda: NormalDist(1, 0).pdf(1), lambda: NormalDist(1, 0).cdf(1),
          lambda: NormalDist().inv_cdf(0), lambda: NormalDist().inv_cdf(1.5), lambda: NormalDist(1, 0).inv_cdf(0.5),
          lambda: NormalDist(1, 0).zscore(2), lambda: NormalDist.from_samples([1]),
          lambda: NormalDist().overlap(3), lambda: NormalDist(1, 0).overlap(NormalDist())):
    try:
        print(f())
    except (StatisticsError, TypeError) as e:
        print(type(e).__name__, e)

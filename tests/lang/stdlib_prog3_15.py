import statistics as st
import math

scores = {"math": [88, 92, 79, 65, 95, 70], "art": [72, 85, 90, 88, 60, 77], "cs": [99, 91, 85, 80, 93, 89]}
print(f"{'subj':<6}{'mean':>8}{'median':>8}{'stdev':>8}{'min':>5}{'max':>5}")
for s, v in scores.items():
    print(f"{s:<6}{st.mean(v):>8.2f}{st.median(v):>8}{st.stdev(v):>8.3f}{min(v):>5}{max(v):>5}")
allv = [x for v in scores.values() for x in v]
print(st.mode([1, 2, 2, 3]), st.pvariance(allv), round(st.variance(allv), 4), st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]))
print(st.quantiles(allv, n=4), st.fmean([1, 2, 4]), st.geometric_mean([2, 8]), st.harmonic_mean([1, 2, 4]))
print(round(st.correlation(scores["math"], scores["cs"]), 6))
m = [[1, 2, 3], [4, 5, 6]]
t = [list(r) for r in zip(*m)]
prod = [[sum(a * b for a, b in zip(r, c)) for c in zip(*t)] for r in m]
print(t, prod)
print(math.isclose(0.1 + 0.2, 0.3), math.fsum([0.1] * 10), math.prod([1, 2, 3, 4]), math.floor(-2.5), math.ceil(2.1))
print(round(math.sqrt(2), 10), math.log(8, 2), math.pi, math.inf > 10 ** 100, math.gcd(48, 180))

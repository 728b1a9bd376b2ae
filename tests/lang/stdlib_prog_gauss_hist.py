import random
import statistics
import math

def histogram(values, bins, lo, hi, width=40):
    counts = [0] * bins
    step = (hi - lo) / bins
    for v in values:
        i = int((v - lo) // step)
        if 0 <= i < bins:
            counts[i] += 1
    peak = max(counts)
    for i, c in enumerate(counts):
        left = lo + i * step
        print(f"{left:6.1f} | {'*' * round(c / peak * width)} {c}")

def main():
    random.seed(1234)
    data = [random.gauss(50, 10) for _ in range(2000)]
    mu = statistics.mean(data)
    sd = statistics.stdev(data)
    print(f"mean={mu:.4f} sd={sd:.4f}")
    histogram(data, 10, 20, 80)
    within = sum(1 for x in data if abs(x - mu) <= sd) / len(data)
    print(f"within 1 sd: {within:.3f}")
    nd = statistics.NormalDist(mu, sd) if hasattr(statistics, "NormalDist") else None
    print(round(0.5 * (1 + math.erf(1 / math.sqrt(2))), 6))
    print([round(q, 3) for q in statistics.quantiles(data, n=10)])
    print(round(statistics.median(data), 6), round(min(data), 6), round(max(data), 6))

main()

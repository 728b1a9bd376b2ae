import statistics
import math

SCORES = {
    "alice": [88, 92, 79, 93],
    "bob": [72, 65, 80, 70],
    "carol": [95, 98, 91, 99],
    "dave": [60, 75, 70, 65],
}

def letter(avg):
    for cutoff, g in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if avg >= cutoff:
            return g
    return "F"

def main():
    all_scores = []
    for name, s in SCORES.items():
        avg = statistics.mean(s)
        all_scores.extend(s)
        print(f"{name:6} mean={avg:6.2f} median={statistics.median(s)} stdev={statistics.stdev(s):.3f} {letter(avg)}")
    print("overall mean", statistics.mean(all_scores))
    print("pstdev", round(statistics.pstdev(all_scores), 4))
    print("variance", statistics.variance(all_scores))
    print("mode", statistics.mode([1, 2, 2, 3, 3, 3]), statistics.multimode("aabbc"))
    print("quantiles", statistics.quantiles(all_scores, n=4))
    print("fmean", statistics.fmean([1.5, 2.5, 3.25]))
    print("median_low/high", statistics.median_low([1, 3, 5, 7]), statistics.median_high([1, 3, 5, 7]))
    print("geo", round(statistics.geometric_mean([1, 10, 100]), 9))
    print("harm", statistics.harmonic_mean([40, 60]))
    z = [(x - statistics.mean(all_scores)) / statistics.pstdev(all_scores) for x in all_scores[:3]]
    print([round(v, 3) for v in z])
    print(math.isclose(sum(z), -0.0, abs_tol=10), math.fsum([0.1] * 10))
    try:
        statistics.mean([])
    except statistics.StatisticsError as e:
        print("error:", e)

main()

# statistics: exact means/variances for ints and floats, medians, modes, quantiles, errors.
import statistics
from statistics import mean, median, mode, stdev, variance, StatisticsError

data_sets = [[1, 2, 3, 4], [1, 2, 3], [2.5, 3.25, 5.75], [1, 2.5, 4], [0.1, 0.2, 0.3, 0.4],
             [10**20, 1, 3], [7, 7, 7, 7], [True, False, True],
             [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5], [1.1, 2.2, 3.3, 4.4, 5.5, 6.6]]
for d in data_sets:
    print(mean(d), median(d), statistics.median_low(d), statistics.median_high(d), mode(d), statistics.multimode(d))
    print(variance(d), stdev(d), statistics.pvariance(d), statistics.pstdev(d), statistics.fmean(d))
print(statistics.quantiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), statistics.quantiles(range(1, 101), n=10))
print(statistics.quantiles([1.5, 2.5, 10, 11], n=5, method="inclusive"), statistics.quantiles([4, 1], n=3))
print(statistics.geometric_mean([1, 2, 4, 8]), statistics.harmonic_mean([40, 60]), statistics.harmonic_mean([1, 2, 4], weights=[1, 2, 3]))
print(statistics.variance([1, 2, 3, 4], 2.5), statistics.pstdev([2, 4, 4, 4, 5, 5, 7, 9]), statistics.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]))
print(mode(["red", "blue", "blue", "red", "green"]), statistics.multimode("aabbbbccddddeeffffgg"))
print(statistics.covariance([1, 2, 3, 4, 5], [1, 2, 3, 1, 2]), statistics.correlation([1, 2, 3, 4], [2, 4, 5, 9]))
print(mean([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), mean(range(101)), stdev(range(10)), variance([1.5] * 3 + [2.25]))
print(issubclass(StatisticsError, ValueError), statistics.fmean([1, 2, 3], weights=[3, 2, 1]))
for f, arg in [(mean, []), (variance, [1]), (stdev, []), (median, []), (mode, []), (statistics.pvariance, []),
               (statistics.quantiles, [1]), (statistics.harmonic_mean, [-1, 2]), (statistics.geometric_mean, [0, 1]),
               (statistics.fmean, [])]:
    try:
        print(f(arg))
    except StatisticsError as e:
        print(type(e).__name__, e)
try:
    mean(["a", "b"])
except TypeError as e:
    print("TypeError", e)

from functools import cached_property, lru_cache
import statistics


class Dataset:
    def __init__(self, values):
        self.values = list(values)
        self.computations = 0

    @cached_property
    def summary(self):
        self.computations += 1
        return {
            "n": len(self.values),
            "mean": statistics.mean(self.values),
            "stdev": round(statistics.stdev(self.values), 4),
        }


ds = Dataset([2, 4, 4, 4, 5, 5, 7, 9])
print(ds.summary)
print(ds.summary["mean"], ds.computations)
del ds.summary
print(ds.summary["n"], ds.computations)


@lru_cache(maxsize=2)
def slow_square(n):
    print("computing", n)
    return n * n


for n in [1, 2, 1, 3, 2, 1]:
    print(slow_square(n))
print(slow_square.cache_info())

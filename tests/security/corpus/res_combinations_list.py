# corpus: resource
# technique: combinations list
import itertools
x = list(itertools.combinations(range(10 ** 6), 2))

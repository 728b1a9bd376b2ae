# corpus: resource
# technique: itertools cycle set
import itertools
x = set(itertools.cycle([1, 2]))

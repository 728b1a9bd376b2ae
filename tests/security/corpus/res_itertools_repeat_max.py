# corpus: resource
# technique: itertools repeat max
import itertools
x = max(itertools.repeat(1))

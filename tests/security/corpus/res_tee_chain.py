# corpus: resource
# technique: tee chain
import itertools
t = iter([1])
for i in range(100000):
    t = itertools.tee(t)[0]
list(t)

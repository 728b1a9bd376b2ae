# corpus: resource
# technique: itertools repeat join
import itertools
x = ''.join(itertools.repeat('a'))

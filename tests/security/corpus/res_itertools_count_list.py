# corpus: resource
# technique: itertools count list
import itertools
x = list(itertools.count())

# corpus: resource
# technique: zip infinite
import itertools
x = list(zip(itertools.count(), itertools.count()))

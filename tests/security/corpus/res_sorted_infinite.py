# corpus: resource
# technique: sorted infinite
import itertools
x = sorted(itertools.count())

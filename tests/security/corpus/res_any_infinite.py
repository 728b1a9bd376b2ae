# corpus: resource
# technique: any infinite
import itertools
any(x < 0 for x in itertools.count())

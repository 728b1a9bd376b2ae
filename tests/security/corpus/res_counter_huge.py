# corpus: resource
# technique: counter huge
import collections
x = collections.Counter('a' * 10 ** 8)

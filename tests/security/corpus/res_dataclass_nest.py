# corpus: resource
# technique: dataclass nest
import dataclasses
@dataclasses.dataclass
class N:
    n: object
n = None
for i in range(100000):
    n = N(n)
repr(n)

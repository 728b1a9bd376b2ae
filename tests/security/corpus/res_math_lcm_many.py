# corpus: resource
# technique: math lcm many
import math
x = math.lcm(*range(1, 10 ** 6))

# corpus: resource
# technique: math perm
import math
x = math.perm(10 ** 6, 5 * 10 ** 5)

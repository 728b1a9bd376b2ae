# corpus: resource
# technique: math comb big
import math
x = math.comb(10 ** 7, 5 * 10 ** 6)

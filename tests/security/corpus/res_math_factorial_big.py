# corpus: resource
# technique: math factorial big
import math
x = math.factorial(2 * 10 ** 7)

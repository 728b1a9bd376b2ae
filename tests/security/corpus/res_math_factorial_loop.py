# corpus: resource
# technique: math factorial loop
import math
while True:
    math.factorial(10 ** 5)

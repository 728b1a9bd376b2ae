# Fraction's string literals against CPython 3.11: 1500 random strings over the literal alphabet
# (digits, '_', '.', exponents, signs, '/', spaces, and 'd', which CPython's pattern lets through).
import random
from fractions import Fraction
r = random.Random(5)
alpha = ['1', '2', '0', '9', '_', '.', 'e', 'E', '+', '-', '/', ' ', 'd']
for i in range(1500):
    s = ''.join(r.choice(alpha) for _ in range(r.randint(0, 7)))
    try:
        print(repr(s), repr(Fraction(s)))
    except (ValueError, ZeroDivisionError) as e:
        print(repr(s), type(e).__name__, e)

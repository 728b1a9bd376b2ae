# round(), math.floor/ceil/trunc of an int subclass ask its own __round__/__floor__/... (else
# int's); round(x, None) calls __round__() with no argument, as CPython's builtin does.
import math
class I(int):
    def __round__(self, n=None): return 'custom'
    def __floor__(self): return 'fl'
    def __ceil__(self): return 'ce'
    def __trunc__(self): return 'tr'
print(round(I(15)), round(I(15), 1), math.floor(I(3)), math.ceil(I(3)), math.trunc(I(3)))
class J(int):
    pass
print(round(J(15)), round(J(15), -1), round(J(15), None), math.floor(J(2**70 + 1)), math.ceil(J(3)), math.trunc(J(2**70 + 1)), type(round(J(3))).__name__)
class R:
    def __round__(self, *a): return a
print(round(R()), round(R(), None), round(R(), 2))

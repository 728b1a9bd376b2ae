# complex() of objects with __complex__, __float__ or __index__ (and their TypeErrors).
from fractions import Fraction
class A:
    def __complex__(self): return 1 + 2j
class B:
    def __float__(self): return 2.5
class I:
    def __index__(self): return 7
class Bad:
    def __complex__(self): return 5
print(complex(A()), complex(B()), complex(I()), complex(Fraction(1, 2)), complex(1, B()), complex(1, Fraction(1, 4)))
for args in [(Bad(),), (1, A()), (object(),)]:
    try:
        print(complex(*args))
    except TypeError as e:
        print('TypeError', e)

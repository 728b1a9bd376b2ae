# int's and float's __round__, __floor__, __ceil__ and __trunc__ as attributes of the types and
# their values (methods in CPython, with its arity and conversion errors).
import math
for f in [lambda: float.__round__(1.5, 1, 2), lambda: int.__round__(1, 2, 3), lambda: int.__floor__(5, 1),
          lambda: float.__ceil__(1.5, 2), lambda: float.__trunc__(), lambda: float.__floor__(float('inf')),
          lambda: float.__ceil__(float('nan')), lambda: int.__round__(15, -1), lambda: int.__round__(15, None),
          lambda: float.__round__(2.5), lambda: float.__round__(2.675, 2), lambda: bool.__floor__(True),
          lambda: int.__trunc__(True), lambda: float.__round__(1.5, 'a'), lambda: int.__floor__(1.5),
          lambda: (5).__ceil__(), lambda: (2.5).__round__(), lambda: float.__round__(1e300, -400),
          lambda: int.__round__(7, 'x'), lambda: float.__round__(1.25, None), lambda: (-2.5).__floor__(),
          lambda: (-2.5).__trunc__(), lambda: (2**70).__floor__(), lambda: (1e20).__ceil__(),
          lambda: math.floor(7), lambda: math.trunc(-3.9), lambda: round(7.5), lambda: round(True)]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


print(float.__round__, repr((1.5).__floor__).split(' at ')[0])

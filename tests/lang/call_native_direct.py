# CALL of a builtin function and of a class with its own constructor runs them directly from
# the loop: keyword arguments, errors raised inside them and classes that cannot be called
# must behave as through the general call.
from decimal import Decimal
from datetime import date, timedelta

print(sorted([3, 1, 2], reverse=True), max([1, 5, 2], key=lambda x: -x), int("ff", base=16))
print(Decimal("1.50") + Decimal(2), date(2024, month=2, day=29), timedelta(days=1, hours=3))
for thunk in (lambda: abs("x"), lambda: len(5), lambda: int("z"), lambda: Decimal([1]),
              lambda: date(2023, 2, 29), lambda: sorted([1], bogus=1)):
    try:
        print(thunk())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    type(len)()
except TypeError as e:
    print("TypeError", type(e).__name__)

# datetime comparisons decided field by field when both share one tzinfo (or none): every field
# position deciding, fold ignored, one timezone object shared, two different offsets (UTC times
# decide), naive against aware, and sorting.
from datetime import datetime, timedelta, timezone

base = datetime(2024, 3, 10, 12, 30, 45, 500)
others = [base.replace(year=2023), base.replace(month=4), base.replace(day=9),
          base.replace(hour=13), base.replace(minute=29), base.replace(second=46),
          base.replace(microsecond=499), base.replace(fold=1), base]
for o in others:
    print(o < base, o <= base, o == base, o != base, o > base, o >= base)
tz = timezone(timedelta(hours=2))
a = datetime(2024, 1, 1, 10, tzinfo=tz)
b = datetime(2024, 1, 1, 9, 59, 59, 999999, tzinfo=tz)
c = datetime(2024, 1, 1, 8, tzinfo=timezone.utc)
print(a > b, a == c, b < c, a != c, sorted([a, b, c]) == [b, a, c] or sorted([a, b, c]))
print(base == base.replace(tzinfo=tz), base != a)
try:
    print(base < a)
except TypeError as e:
    print("TypeError:", e)
print(sorted([datetime(2024, 1, d % 28 + 1, d % 24) for d in range(40)])[:3])

# Benchmark (held-out style, after typical agent code): date arithmetic. A hand-written
# proleptic Gregorian calendar (leap years, ordinal days, weekday by Zeller's congruence,
# adding months with day clamping), checked against datetime.date/timedelta, plus a
# business-day calculator with a holiday set, recurring-event expansion, ISO week numbers,
# strftime/isoformat output and sorting of parsed dates.
from datetime import date, datetime, timedelta
from functools import lru_cache

MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def days_in_month(y, m):
    return 29 if m == 2 and is_leap(y) else MONTH_DAYS[m - 1]


@lru_cache(maxsize=None)
def days_before_year(y):
    y -= 1
    return y * 365 + y // 4 - y // 100 + y // 400


def to_ordinal(y, m, d):
    n = days_before_year(y)
    for mm in range(1, m):
        n += days_in_month(y, mm)
    return n + d


def from_ordinal(n):
    # Walk by 400-year cycles, then years, then months.
    n -= 1
    cycles, n = divmod(n, 146097)
    y = cycles * 400 + 1
    while True:
        ylen = 366 if is_leap(y) else 365
        if n < ylen:
            break
        n -= ylen
        y += 1
    m = 1
    while n >= days_in_month(y, m):
        n -= days_in_month(y, m)
        m += 1
    return y, m, n + 1


def zeller_weekday(y, m, d):
    if m < 3:
        m += 12
        y -= 1
    k, j = y % 100, y // 100
    h = (d + 13 * (m + 1) // 5 + k + k // 4 + j // 4 + 5 * j) % 7
    return (h + 5) % 7  # 0 = Monday


def add_months(y, m, d, k):
    total = y * 12 + (m - 1) + k
    ny, nm = divmod(total, 12)
    nm += 1
    return ny, nm, min(d, days_in_month(ny, nm))


def iso_week(y, m, d):
    wd = zeller_weekday(y, m, d)
    ordinal = to_ordinal(y, m, d)
    thursday = ordinal - wd + 3
    ty = from_ordinal(thursday)[0]
    first = to_ordinal(ty, 1, 1)
    return ty, (thursday - first) // 7 + 1


class BusinessCalendar:
    def __init__(self, holidays):
        self.holidays = set(holidays)

    def is_business_day(self, dt):
        return dt.weekday() < 5 and dt not in self.holidays

    def add_business_days(self, start, n):
        cur = start
        step = timedelta(days=1 if n >= 0 else -1)
        left = abs(n)
        while left:
            cur += step
            if self.is_business_day(cur):
                left -= 1
        return cur

    def between(self, a, b):
        if a > b:
            a, b = b, a
        return sum(1 for i in range((b - a).days) if self.is_business_day(a + timedelta(days=i)))


def expand_monthly(start, count, day):
    out = []
    y, m = start.year, start.month
    for i in range(count):
        yy, mm, dd = add_months(y, m, day, i)
        out.append(date(yy, mm, dd))
    return out


def main():
    mismatches = 0
    checked = 0
    for n in range(700000, 760000, 3):
        y, m, d = from_ordinal(n)
        ref = date.fromordinal(n)
        if (ref.year, ref.month, ref.day) != (y, m, d) or to_ordinal(y, m, d) != n:
            mismatches += 1
        if zeller_weekday(y, m, d) != ref.weekday():
            mismatches += 1
        if n % 21 == 0 and iso_week(y, m, d) != tuple(ref.isocalendar())[:2]:
            mismatches += 1
        checked += 1
    print(f"checked {checked} days, {mismatches} mismatches")

    holidays = [date(2024, 1, 1), date(2024, 5, 27), date(2024, 7, 4), date(2024, 9, 2),
                date(2024, 11, 28), date(2024, 12, 25), date(2025, 1, 1)]
    cal = BusinessCalendar(holidays)
    start = date(2024, 1, 2)
    ends = [cal.add_business_days(start, k) for k in range(0, 260, 13)]
    print([e.isoformat() for e in ends[:6]])
    print(cal.between(date(2024, 1, 1), date(2024, 12, 31)), cal.add_business_days(date(2024, 7, 8), -5))

    events = expand_monthly(date(2023, 11, 30), 30, 31)
    print(", ".join(f"{e.day} {MONTH_NAMES[e.month - 1]} {e.year % 100:02d}" for e in events[:8]))
    by_weekday = {}
    for e in events:
        by_weekday.setdefault(WEEKDAYS[e.weekday()], []).append(e.strftime("%Y-%m-%d"))
    for wd in WEEKDAYS:
        print(f"{wd:<10}{len(by_weekday.get(wd, [])):3d}")

    stamps = ["2024-03-10 14:05", "2023-12-31 23:59", "2024-02-29 00:00", "2024-03-10 09:30",
              "2022-07-04 12:00"]
    parsed = sorted(datetime.strptime(s, "%Y-%m-%d %H:%M") for s in stamps)
    gaps = [(b - a) for a, b in zip(parsed, parsed[1:])]
    print([p.isoformat(sep=" ") for p in parsed])
    print([str(g) for g in gaps], max(gaps).days, sum(gaps, timedelta()).total_seconds())
    total = 0
    for y in range(1900, 2300):
        for m in range(1, 13):
            total += days_in_month(y, m) + zeller_weekday(y, m, 13)
    print("sum", total, days_before_year.cache_info().currsize)
    try:
        date(2023, 2, 29)
    except ValueError as e:
        print("ValueError:", e)


main()

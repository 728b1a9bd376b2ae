from datetime import datetime, timezone, timedelta, date, time

utc = timezone.utc
offsets = {"NYC": timezone(timedelta(hours=-5), "EST"), "Berlin": timezone(timedelta(hours=1)), "Kolkata": timezone(timedelta(hours=5, minutes=30))}
meeting = datetime(2024, 1, 15, 15, 0, tzinfo=utc)
for city, tz in offsets.items():
    local = meeting.astimezone(tz)
    print(f"{city:8} {local.isoformat()} {local.tzname()} {local.utcoffset()}")
print(meeting.timestamp(), datetime.fromtimestamp(0, utc))
a = datetime(2024, 3, 10, 1, 30, tzinfo=offsets["NYC"])
print(a - meeting, (a - meeting).total_seconds() / 3600)
print(datetime.combine(date(2024, 5, 1), time(8, 15)), time(23, 59, 1).isoformat(), date.fromisoformat("2024-02-29").replace(year=2028))
print(date(2024, 12, 25) - date(2024, 1, 1), date(2024, 1, 1).isocalendar()[1], date.min, date(2023, 12, 31).toordinal())
d = datetime(2024, 1, 31, 12, 0)
print(d.strftime("%Y/%m/%d %I:%M %p"), d.date(), d.time(), d.weekday(), d.isoweekday())
print(sorted([datetime(2024, 1, 2), datetime(2023, 5, 6), datetime(2024, 1, 1, 23)])[0], max(date(2020, 1, 1), date(2019, 1, 1)))
print(repr(timedelta(days=1, seconds=3661)), timedelta(hours=-1), timedelta(weeks=2) // timedelta(days=3))

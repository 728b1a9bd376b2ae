from datetime import datetime, timedelta, timezone, date, time

utc = timezone.utc
est = timezone(timedelta(hours=-5), "EST")
ist = timezone(timedelta(hours=5, minutes=30))

t = datetime(2024, 3, 10, 14, 45, 0, tzinfo=utc)
print(t, t.astimezone(est), t.astimezone(ist))
print(t.isoformat(), t.astimezone(est).isoformat(timespec="minutes"))
print(t.strftime("%Y-%m-%dT%H:%M:%S%z"), t.astimezone(est).strftime("%I:%M %p %Z"))
print(datetime.fromisoformat("2024-03-10T14:45:00+02:00").utcoffset())
print(datetime.strptime("10/03/24 2:05 PM", "%d/%m/%y %I:%M %p"))
print(datetime.strptime("Mar 5 2024", "%b %d %Y").date())

logs = ["2024-03-10 08:00", "2024-03-10 09:30", "2024-03-10 13:15", "2024-03-11 07:45"]
stamps = [datetime.strptime(s, "%Y-%m-%d %H:%M") for s in logs]
gaps = [b - a for a, b in zip(stamps, stamps[1:])]
for g in gaps:
    print(g, g.total_seconds() / 3600)
print(max(gaps), min(gaps), sum(gaps, timedelta()))
print(stamps[0].date(), stamps[0].time(), datetime.combine(date(2024, 1, 1), time(8, 30)))
print(date(2024, 1, 31).replace(day=1) - timedelta(days=1))
print(time(23, 59, 59).isoformat(), time(7, 5).strftime("%H.%M"))
print(date.fromisoformat("2024-07-04").strftime("%a %b %d %j %U"))
print(datetime(2024, 1, 1) < datetime(2024, 1, 2), date(2024, 1, 1) == date(2024, 1, 1))
d = timedelta(days=3, seconds=3725)
print(d.days, d.seconds, d // timedelta(hours=1), d / 2, d * 1.5, -d, abs(-d))
print(repr(d), repr(date(2024, 2, 3)), repr(t))

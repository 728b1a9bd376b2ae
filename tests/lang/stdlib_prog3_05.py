from datetime import datetime, timedelta, date

start = datetime(2024, 2, 26, 9, 0)
durations = [45, 30, 90, 15, 60, 120]
slots = []
t = start
for i, d in enumerate(durations):
    end = t + timedelta(minutes=d)
    if end.hour >= 17 or (end.hour == 12 and end.minute > 0) or t.hour == 12:
        t = t.replace(hour=13, minute=0) if t.hour < 13 else (t + timedelta(days=1)).replace(hour=9, minute=0)
        end = t + timedelta(minutes=d)
    slots.append((f"task{i}", t, end))
    t = end + timedelta(minutes=10)
for name, a, b in slots:
    print(f"{name}: {a:%a %d %b %H:%M} -> {b.strftime('%H:%M')} ({(b - a).seconds // 60} min)")
total = sum((b - a for _, a, b in slots), timedelta())
print("total:", total, total.total_seconds())
d = date(2024, 2, 28)
for k in range(4):
    x = d + timedelta(days=k)
    print(x.isoformat(), x.weekday(), x.strftime("%A %j"))
deadline = datetime.fromisoformat("2024-03-01T17:30:00")
print(deadline - start, (deadline - start).days, divmod((deadline - start).seconds, 3600))
print(datetime.strptime("2024-12-31 23:59", "%Y-%m-%d %H:%M") + timedelta(minutes=2))
print(sorted(slots, key=lambda s: s[2] - s[1])[0][0])

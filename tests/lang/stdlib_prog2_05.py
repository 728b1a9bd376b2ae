from datetime import datetime, date, timedelta

start = datetime(2024, 1, 29, 9, 30)
meetings = []
for week in range(6):
    d = start + timedelta(weeks=week)
    meetings.append(d)

for m in meetings:
    print(m.strftime("%A %d %B %Y at %H:%M"), m.isoformat())

deadline = date(2024, 3, 15)
today = date(2024, 2, 20)
delta = deadline - today
print("days left:", delta.days, delta)

def business_days(a: date, b: date) -> int:
    n = 0
    cur = a
    while cur < b:
        if cur.weekday() < 5:
            n += 1
        cur += timedelta(days=1)
    return n

print("business days:", business_days(today, deadline))

parsed = datetime.strptime("2024-02-29 23:59:59", "%Y-%m-%d %H:%M:%S")
print(parsed, parsed + timedelta(seconds=1))
print(datetime.fromisoformat("2024-06-01T12:00:00").replace(hour=18))
print((datetime(2024, 12, 25) - datetime(2024, 1, 1)).total_seconds())
print(date(2024, 2, 28) + timedelta(days=1), date(2023, 2, 28) + timedelta(days=1))
print(date(2024, 5, 17).isocalendar())
print(timedelta(days=1, hours=25, minutes=61))
print(timedelta(hours=-3))
ages = {"ann": date(1990, 7, 4), "ben": date(2001, 12, 31)}
ref = date(2024, 7, 3)
for name, born in ages.items():
    age = ref.year - born.year - ((ref.month, ref.day) < (born.month, born.day))
    print(name, age)

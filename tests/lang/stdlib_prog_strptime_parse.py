from datetime import datetime, timedelta, date

EVENTS = [
    "03/15/2024 09:30 AM|standup",
    "03/15/2024 02:15 PM|design review",
    "03/16/2024 11:00 PM|deploy",
    "03/18/2024 08:05 AM|retro",
]

def main():
    parsed = []
    for line in EVENTS:
        stamp, name = line.split("|")
        dt = datetime.strptime(stamp, "%m/%d/%Y %I:%M %p")
        parsed.append((dt, name))
    parsed.sort()
    for dt, name in parsed:
        print(dt.isoformat(), dt.strftime("%a %b %d %H:%M"), name)
    gaps = [(b[0] - a[0]) for a, b in zip(parsed, parsed[1:])]
    print([str(g) for g in gaps])
    print(max(gaps), min(gaps), sum(gaps, timedelta()))
    d = datetime.strptime("2024-07-04T12:34:56", "%Y-%m-%dT%H:%M:%S")
    print(d, d.date(), d.time(), d.weekday(), d.isoweekday())
    print(datetime.fromisoformat("2024-01-02 03:04:05").strftime("%Y%m%d-%H%M%S"))
    print(date.fromisoformat("2024-02-29") + timedelta(days=365))
    print(datetime(2024, 1, 1).replace(month=12, day=25).strftime("%d %B"))
    try:
        datetime.strptime("2024-02-30", "%Y-%m-%d")
    except ValueError as e:
        print("ValueError:", e)
    try:
        datetime.strptime("hello", "%Y")
    except ValueError as e:
        print("ValueError:", e)
    by_day = {}
    for dt, name in parsed:
        by_day.setdefault(dt.strftime("%Y-%m-%d"), []).append(name)
    print(by_day)

main()

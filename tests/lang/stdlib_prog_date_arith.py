from datetime import date, datetime, timedelta

def business_days(start, end):
    d = start
    count = 0
    while d <= end:
        if d.weekday() < 5:
            count += 1
        d += timedelta(days=1)
    return count

def add_months(d, n):
    month = d.month - 1 + n
    year = d.year + month // 12
    month = month % 12 + 1
    days_in = [31, 29 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 28,
               31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    return date(year, month, min(d.day, days_in))

def main():
    start = date(2024, 1, 31)
    for i in range(1, 5):
        print(add_months(start, i).isoformat())
    end = date(2024, 3, 15)
    print("span", (end - start).days, "business", business_days(start, end))
    dt = datetime(2024, 2, 28, 22, 30)
    later = dt + timedelta(hours=5, minutes=45)
    print(later, later.strftime("%A %d %B %Y %H:%M"))
    print(later - dt, (later - dt).total_seconds())
    print(date(2024, 12, 30).isocalendar())
    print(date(2023, 1, 1).strftime("%j %U %W %a"))
    deadline = datetime(2024, 6, 1, 9, 0)
    now = datetime(2024, 5, 20, 17, 15, 30)
    left = deadline - now
    print(left.days, left.seconds, str(left))
    print(timedelta(days=-1, seconds=30), repr(timedelta(hours=36)))
    print(sorted([date(2024, 5, 1), date(2023, 5, 1), date(2024, 1, 9)]))
    print(max(date(2020, 2, 29), date(2020, 3, 1)) - timedelta(weeks=1))

main()

from datetime import date, datetime, time, timedelta

def weekly(start: date, count: int, weekday: int):
    d = start + timedelta(days=(weekday - start.weekday()) % 7)
    for _ in range(count):
        yield d
        d += timedelta(weeks=1)

def month_grid(year, month):
    first = date(year, month, 1)
    nxt = date(year + (month == 12), month % 12 + 1, 1)
    lines = [first.strftime("%B %Y").center(20), "Mo Tu We Th Fr Sa Su"]
    cells = ["  "] * first.weekday()
    d = first
    while d < nxt:
        cells.append(f"{d.day:2d}")
        d += timedelta(days=1)
    for i in range(0, len(cells), 7):
        lines.append(" ".join(cells[i:i + 7]))
    return "\n".join(lines)

def main():
    print([d.isoformat() for d in weekly(date(2024, 2, 14), 4, 0)])
    print(month_grid(2024, 2))
    print(month_grid(2023, 12))
    meeting = datetime.combine(date(2024, 3, 10), time(14, 30))
    print(meeting, meeting + timedelta(minutes=90))
    slots = []
    t = datetime(2024, 3, 11, 9, 0)
    while t.time() < time(12, 0):
        slots.append(t.strftime("%H:%M"))
        t += timedelta(minutes=45)
    print(slots)
    print(time(9, 5, 3).isoformat(), time(23, 59).strftime("%I:%M %p"))
    bdays = {"ann": date(1990, 3, 2), "bob": date(1985, 12, 30)}
    ref = date(2024, 3, 1)
    for name, b in bdays.items():
        nxt_b = b.replace(year=ref.year)
        if nxt_b < ref:
            nxt_b = nxt_b.replace(year=ref.year + 1)
        age = ref.year - b.year - ((ref.month, ref.day) < (b.month, b.day))
        print(name, age, (nxt_b - ref).days)

main()

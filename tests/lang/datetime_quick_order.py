# Dates, datetimes, timedeltas and times compared without calling their natives (vm/np_ops.c
# native_order, stdlib/np_lib_datetime.c np_dt_quick_order): sort keys, tuples, heap entries,
# dataclass fields, list searches, and every case that must still reach the methods.
import heapq
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta, timezone

base = datetime(2025, 3, 1, 9, 30)
dts = [base + timedelta(minutes=(i * 37) % 101, microseconds=i % 3) for i in range(30)]
print(sorted(dts)[:3], sorted(dts, reverse=True)[0])
print(sorted((d, -i) for i, d in enumerate(dts))[:2])
print(min(dts), max(dts), dts.index(dts[17]), dts[17] in dts, base - timedelta(1) in dts)
print(sorted([date(2024, 2, 29), date(2023, 12, 31), date(2024, 1, 1), date(1, 1, 1), date(9999, 12, 31)]))
print(sorted([timedelta(days=-1), timedelta(0), timedelta(seconds=-1), timedelta(microseconds=5),
              timedelta(days=2, seconds=3)]))
print(sorted([time(23, 59), time(0, 0, 0, 1), time(12), time(12, 0, 0, 0, fold=1)]))
print(time(12) == time(12, fold=1), datetime(2025, 1, 1, fold=1) == datetime(2025, 1, 1))

h = []
for i, d in enumerate(dts):
    heapq.heappush(h, (d, i))
print([heapq.heappop(h) for _ in range(3)])

# Aware datetimes: one tzinfo object, two equal ones, different offsets.
utc = timezone.utc
plus2 = timezone(timedelta(hours=2))
aw = [datetime(2025, 1, 1, 12, tzinfo=utc), datetime(2025, 1, 1, 13, tzinfo=plus2),
      datetime(2025, 1, 1, 11, tzinfo=timezone(timedelta(0))), datetime(2025, 1, 1, 10, 30, tzinfo=utc)]
print(sorted(aw), aw[0] == aw[1], aw.index(aw[1]), aw[1] in aw[:1])
print(sorted([time(10, tzinfo=utc), time(9, tzinfo=utc)]))

# Mixed kinds keep their errors and answers.
for pair in ([datetime(2025, 1, 1), date(2025, 1, 1)], [date(2025, 1, 1), datetime(2025, 1, 1)],
             [datetime(2025, 1, 1), datetime(2025, 1, 1, tzinfo=utc)],
             [time(1), time(2, tzinfo=utc)]):
    try:
        print(sorted(pair))
    except TypeError as e:
        print("TypeError", e)
print(datetime(2025, 1, 1) == date(2025, 1, 1), date(2025, 1, 1) in [datetime(2025, 1, 1)])
print((datetime(2025, 1, 1), 1) < (datetime(2025, 1, 1), 2), [date(2025, 1, 2)] > [date(2025, 1, 1)])


# Subclasses: inherited methods order as the base does; their own methods run.
class Stamp(datetime):
    pass


class Reverse(date):
    def __lt__(self, other):
        return date.__gt__(self, other)


class Loud(timedelta):
    def __eq__(self, other):
        print("Loud.__eq__")
        return timedelta.__eq__(self, other)

    __hash__ = timedelta.__hash__


print(sorted([Stamp(2025, 5, 1), Stamp(2024, 5, 1), Stamp(2025, 4, 30, 23)]))
print(sorted([Reverse(2025, 1, 1), Reverse(2026, 1, 1), Reverse(2024, 1, 1)]))
loud = [Loud(1), Loud(2), Loud(3)]
print(loud.index(Loud(2)), Loud(5) in loud)
print(sorted([Stamp(2025, 1, 2), datetime(2025, 1, 1)]))


@dataclass(order=True)
class Meeting:
    start: datetime
    end: datetime
    title: str = field(compare=False)
    when: date = field(default=date(2025, 1, 1), compare=False)


ms = [Meeting(d, d + timedelta(minutes=30 + i % 4), f"m{i}") for i, d in enumerate(dts)]
ms.append(Meeting(dts[0], dts[0] + timedelta(minutes=31), "dup"))
print([m.title for m in sorted(ms)[:5]])
print(ms.index(Meeting(dts[5], dts[5] + timedelta(minutes=31), "other")), Meeting(base, base, "x") in ms)
print(Meeting(base, base, "a") == Meeting(base, base, "b"), Meeting(base, base, "a") < Meeting(base, base + timedelta(1), "b"))


@dataclass(order=True)
class Due:
    day: date
    amount: timedelta


ds = [Due(date(2025, 1, (i * 7) % 28 + 1), timedelta(hours=i % 5)) for i in range(20)]
print(sorted(ds)[:3], max(ds))
try:
    print(Meeting(base, base, "a") < Meeting(base.replace(tzinfo=utc), base, "b"))
except TypeError as e:
    print("TypeError", e)

# fromisoformat and strptime called on a subclass of date, time or datetime return an instance
# of that subclass, as python3.11's do; on the base classes they return the base class.
from datetime import date, time, datetime, timezone


class MyDate(date):
    pass


class MyTime(time):
    pass


class MyDT(datetime):
    def stamp(self):
        return "my " + self.isoformat()


for v in [MyDate.fromisoformat("2024-01-02"), date.fromisoformat("2024-01-02"),
          MyTime.fromisoformat("03:04:05"), time.fromisoformat("03:04:05.250000"),
          MyDT.fromisoformat("2024-01-02T03:04:05"), MyDT.fromisoformat("2024-01-02T03:04:05+01:00"),
          MyDT.fromisoformat("2024-01-02"), datetime.fromisoformat("2024-01-02 03:04"),
          MyDT.strptime("2024-01-02 10:11", "%Y-%m-%d %H:%M"),
          MyDT.strptime("02/Jan/2024:10:11:12 +0200", "%d/%b/%Y:%H:%M:%S %z"),
          MyDT.strptime("Tuesday 2024", "%A %Y"),
          datetime.strptime("2024-01-02", "%Y-%m-%d")]:
    print(type(v).__name__, v)
print(MyDT.strptime("2024-03-04", "%Y-%m-%d").stamp())
print(MyDT.fromisoformat("2024-03-04T05:06").stamp())
try:
    MyDT.fromisoformat("nope")
except ValueError as e:
    print("ValueError", e)

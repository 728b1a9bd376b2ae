from datetime import date, timedelta
from dataclasses import dataclass, field
from typing import List
from enum import Enum


class Freq(Enum):
    DAILY = 1
    WEEKLY = 7
    BIWEEKLY = 14


@dataclass
class Recurring:
    title: str
    start: date
    freq: Freq
    count: int
    skip_weekends: bool = False
    dates: List[date] = field(default_factory=list, init=False)

    def __post_init__(self):
        d = self.start
        while len(self.dates) < self.count:
            if not (self.skip_weekends and d.weekday() >= 5):
                self.dates.append(d)
            d += timedelta(days=self.freq.value)


items = [
    Recurring("standup", date(2024, 4, 4), Freq.DAILY, 6, skip_weekends=True),
    Recurring("1:1", date(2024, 4, 1), Freq.WEEKLY, 4),
    Recurring("payroll", date(2024, 4, 12), Freq.BIWEEKLY, 3),
]
calendar = {}
for r in items:
    for d in r.dates:
        calendar.setdefault(d, []).append(r.title)
for d in sorted(calendar):
    print(d.strftime("%a %m/%d"), ", ".join(calendar[d]))
print(items[1])
print(Freq.WEEKLY, Freq(14), Freq.DAILY.value * 3)
months = {}
for d in calendar:
    months[d.strftime("%B")] = months.get(d.strftime("%B"), 0) + 1
print(months)
print(date(2024, 4, 30).toordinal() - date(2024, 4, 1).toordinal(), date.fromordinal(738000))

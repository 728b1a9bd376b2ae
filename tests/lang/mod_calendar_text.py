# calendar: leap years, weekdays, month ranges, names, Calendar iterators and TextCalendar.
import calendar
import datetime

print([y for y in range(1896, 1910) if calendar.isleap(y)], calendar.isleap(2000), calendar.isleap(1900))
print(calendar.leapdays(1900, 2024), calendar.leapdays(2024, 1900), calendar.leapdays(2000, 2001))
print(calendar.weekday(2024, 2, 29), calendar.weekday(1, 1, 1), calendar.weekday(9999, 12, 31))
print(calendar.weekday(10000, 1, 1), calendar.weekday(-5, 3, 1))
print([calendar.monthrange(2023, m) for m in range(1, 13)])
print(calendar.monthrange(2024, 2), calendar.monthrange(1900, 2), calendar.monthrange(2000, 2))
print(list(calendar.month_name), list(calendar.month_abbr))
print(list(calendar.day_name), list(calendar.day_abbr), len(calendar.month_name), len(calendar.day_abbr))
print(calendar.month_name[3], calendar.day_abbr[-1], calendar.month_name[1:4], calendar.MONDAY, calendar.SUNDAY)
print(calendar.monthcalendar(2024, 2))
print(calendar.monthcalendar(2023, 10))
print(calendar.month(2024, 2))
print(calendar.month(2023, 12, 4, 2))
calendar.prmonth(1999, 1)
print(calendar.weekheader(2), "|", calendar.weekheader(3), "|", calendar.weekheader(9))
print(calendar.timegm((2024, 3, 1, 12, 30, 15)), calendar.timegm((1969, 12, 31, 23, 59, 59, 0, 0, 0)))
print(calendar.calendar(2024))
print(calendar.calendar(2023, 3, 1, 4, 4))
print(calendar.firstweekday())

cal = calendar.Calendar(firstweekday=6)
print(list(cal.iterweekdays()), cal.firstweekday, cal.getfirstweekday())
print(list(cal.itermonthdays(2024, 6)))
print(list(cal.itermonthdays2(2024, 6))[:9])
print(list(cal.itermonthdays3(2024, 6))[:3], list(cal.itermonthdays4(2024, 6))[-2:])
print(cal.monthdatescalendar(2024, 3)[0])
print(cal.monthdays2calendar(2021, 2))
print(calendar.Calendar(8).firstweekday, len(calendar.Calendar().yeardayscalendar(2024)))
print(len(cal.yeardatescalendar(2024, 4)), len(cal.yeardays2calendar(2024, 2)[0]))
tc = calendar.TextCalendar(calendar.SUNDAY)
print(tc.formatmonth(2024, 9))
print(tc.formatmonthname(2024, 9, 30), "|", tc.formatmonthname(2024, 9, 30, withyear=False), "|")
print(tc.formatweekday(0, 12), "|", tc.formatday(7, 0, 4), "|", tc.formatday(0, 0, 4), "|")
print(tc.formatyear(2025, m=4))
tc.prweek(tc.monthdays2calendar(2024, 9)[1], 3)
print()
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.firstweekday(), calendar.monthcalendar(2024, 2)[0])
print(calendar.month(2024, 2))
calendar.setfirstweekday(0)
d = datetime.date(2024, 5, 17)
print(calendar.day_name[d.weekday()], calendar.month_name[d.month])

print([calendar.weekday(y, m, d) for y in (1, 4, 100, 400, 1582, 1900, 2000, 2024, 9999)
       for m in (1, 2, 3, 12) for d in (1, 28)])
print(calendar.weekday(2024, 2, 29), calendar.weekday(0, 1, 1), calendar.weekday(-400, 6, 15))
for bad in (lambda: calendar.weekday(2024, 2, 30), lambda: calendar.weekday(2024, 13, 1),
            lambda: calendar.weekday(2024, 1, 0), lambda: calendar.weekday(2024, 1.5, 1),
            lambda: calendar.monthrange(2024, 13), lambda: calendar.monthrange(2024, 0),
            lambda: calendar.setfirstweekday(7), lambda: calendar.weekday(2023, 2, 29),
            lambda: calendar.month_name[13], lambda: calendar.month(2024, 14)):
    try:
        bad()
    except (ValueError, IndexError, TypeError) as e:
        print(type(e).__name__, e, isinstance(e, ValueError))

# calendar: TextCalendar/HTMLCalendar output, month/calendar, isleap/leapdays/monthrange/weekday,
# firstweekday, the name lists and the error messages, over fixed and seeded random dates.
import calendar

state = [4242]


def rnd(n):
    # A small linear congruential generator, so the inputs do not depend on the random module.
    state[0] = (state[0] * 1103515245 + 12345) % 2147483648
    return (state[0] >> 8) % n


def show(fn):
    try:
        print(fn())
    except (ValueError, TypeError, IndexError) as e:
        print(type(e).__name__, e)


for trial in range(80):
    y = rnd(2400) + 1
    m = rnd(12) + 1
    print(y, m, calendar.isleap(y), calendar.monthrange(y, m), calendar.weekday(y, m, 1 + rnd(28)),
          calendar.leapdays(y, y + rnd(500)), calendar.leapdays(y + 50, y))
for fw in range(7):
    tc = calendar.TextCalendar(fw)
    y, m = 1900 + rnd(300), rnd(12) + 1
    print(tc.formatmonth(y, m, w=rnd(4), l=rnd(3)))
    print(repr(tc.formatweekheader(rnd(12) + 1)))
    print(tc.monthdayscalendar(y, m), list(tc.iterweekdays()))
    print(tc.monthdays2calendar(y, m)[0], tc.monthdatescalendar(y, m)[-1])
    print(list(tc.itermonthdays(y, m))[:9], list(tc.itermonthdays3(y, m))[:3])
    print(list(tc.itermonthdays4(y, m))[-2:], tc.getfirstweekday())
    print(len(tc.yeardayscalendar(y, 4)), tc.yeardays2calendar(y, 2)[0][1][0])
print(calendar.TextCalendar().formatyear(2024))
print(calendar.TextCalendar(6).formatyear(1999, 3, 2, 4, 4))
print(calendar.month(2026, 11), calendar.month(2000, 2, 4, 2))
print(calendar.calendar(2023, m=2))
print(calendar.TextCalendar().formatmonthname(2024, 5, 30), repr(calendar.TextCalendar().formatmonthname(2024, 5, 30, False)))
print(repr(calendar.TextCalendar().formatday(0, 0, 3)), repr(calendar.TextCalendar().formatday(7, 2, 4)))
print(repr(calendar.TextCalendar().formatweekday(3, 2)), repr(calendar.TextCalendar().formatweekday(3, 12)))
print(list(calendar.month_name), list(calendar.month_abbr), len(calendar.month_name))
print(list(calendar.day_name), list(calendar.day_abbr), calendar.day_name[-1], calendar.month_abbr[1:4])
print(calendar.firstweekday(), calendar.MONDAY, calendar.SUNDAY, calendar.mdays, calendar.weekheader(3))
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.firstweekday(), calendar.month(2024, 3), calendar.monthcalendar(2024, 3))
calendar.setfirstweekday(0)
show(lambda: calendar.monthrange(2024, 13))
show(lambda: calendar.monthrange(2024, 0))
show(lambda: calendar.setfirstweekday(7))
show(lambda: calendar.TextCalendar().formatmonth(2024, 13))
show(lambda: calendar.weekday(2024, 2, 30))
show(lambda: calendar.month_name[13])
print(issubclass(calendar.IllegalMonthError, ValueError), calendar.IllegalMonthError(14))
print(calendar.IllegalWeekdayError(9), calendar.timegm((2024, 3, 1, 12, 30, 5, 0, 0, 0)))
# HTMLCalendar (added with the rewrite; the old module did not provide it).
hc = calendar.HTMLCalendar()
print(hc.formatmonth(2024, 2))
print(hc.formatmonth(2024, 2, withyear=False))
print(calendar.HTMLCalendar(6).formatyear(2023, 4))
print(hc.formatweekday(2), hc.formatday(0, 3), hc.formatday(9, 4), hc.formatweekheader())
print(hc.formatmonthname(2020, 1), hc.cssclasses, hc.cssclass_noday, hc.cssclass_month_head)
print(hc.formatyearpage(2025, 5))
print(hc.formatyearpage(2025, 0, css=None, encoding="ascii")[:400])


class Marked(calendar.HTMLCalendar):
    cssclass_noday = "empty"

    def formatday(self, day, weekday):
        return "<td>*</td>" if day == 13 else super().formatday(day, weekday)


print(Marked(3).formatmonth(1999, 8))
for fw in (9, -1):
    cal = calendar.TextCalendar(fw)
    print(cal.firstweekday, cal.getfirstweekday(), list(cal.iterweekdays()), cal.monthdayscalendar(2024, 1)[0])
cal.firstweekday = 4
print(cal.getfirstweekday(), calendar.weekday(10000, 1, 1), calendar.weekday(0, 1, 1), calendar.weekday(-5, 3, 1))
print(list(calendar.Calendar().itermonthdays3(1, 1))[:2], list(calendar.Calendar().itermonthdays3(9999, 12))[-2:])
show(lambda: list(calendar.Calendar().itermonthdates(9999, 12)))
print(calendar.timegm((1969, 12, 31, 23, 59, 59)), calendar.timegm((2024, 2, 30, 0, 0, 0)), calendar.formatstring(["a", "b"], 5, 2))
show(lambda: calendar.timegm((2024, 13, 1, 0, 0, 0)))
print(calendar.monthrange(10000, 2), calendar.isleap(-4), calendar.leapdays(2000, 1900), calendar.leapdays(-400, 400))
print(type(calendar.Calendar().iterweekdays()).__name__, type(calendar.Calendar().itermonthdays(2024, 1)).__name__)

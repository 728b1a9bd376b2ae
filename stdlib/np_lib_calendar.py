# calendar: the calendar module without locales (English names, the C locale), written for Nearly
# from the module's documentation and black-box comparison with CPython 3.11: isleap, leapdays,
# weekday, monthrange, monthcalendar, the month/day name sequences, Calendar's iterators,
# TextCalendar's month and year layouts, HTMLCalendar's tables and page, timegm and the
# module-level shortcuts bound to one shared TextCalendar. The Locale* calendars are not provided.
#
# A month is laid out as whole weeks starting on firstweekday: `lead` cells from the previous
# month, the month's days, then cells from the next month up to a multiple of seven.

from itertools import repeat as _repeat

__all__ = ["IllegalMonthError", "IllegalWeekdayError", "setfirstweekday", "firstweekday",
           "isleap", "leapdays", "weekday", "monthrange", "monthcalendar", "prmonth", "month",
           "prcal", "calendar", "timegm", "month_name", "month_abbr", "day_name", "day_abbr",
           "Calendar", "TextCalendar", "HTMLCalendar", "weekheader", "MONDAY", "TUESDAY",
           "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"]

error = ValueError


class IllegalMonthError(ValueError):
    def __init__(self, month):
        self.month = month

    def __str__(self):
        return "bad month number %r; must be 1-12" % (self.month,)


class IllegalWeekdayError(ValueError):
    def __init__(self, weekday):
        self.weekday = weekday

    def __str__(self):
        return "bad weekday number %r; must be 0 (Monday) to 6 (Sunday)" % (self.weekday,)


MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)
January = 1
February = 2

# Days per month in a common year (index 0 unused).
mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


class _NameList:
    # A read-only sequence of names, indexable and sliceable like CPython's _localized_month and
    # _localized_day objects.
    def __init__(self, names):
        self._names = names

    def __getitem__(self, i):
        return self._names[i]

    def __len__(self):
        return len(self._names)

    def __iter__(self):
        return iter(self._names)


_MONTH_NAMES = ("January February March April May June July August September October "
                "November December").split()
_DAY_NAMES = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()

month_name = _NameList([""] + _MONTH_NAMES)
month_abbr = _NameList([""] + [name[:3] for name in _MONTH_NAMES])
day_name = _NameList(_DAY_NAMES)
day_abbr = _NameList([name[:3] for name in _DAY_NAMES])


def _datetime():
    # The datetime module, imported on first need (it costs more than this whole module).
    import datetime
    return datetime


def isleap(year):
    """True for leap years of the proleptic Gregorian calendar."""
    if year % 4:
        return False
    return year % 100 != 0 or year % 400 == 0


def _leaps_up_to(year):
    # The number of leap years among 1 .. year - 1 (negative counts for years before 1).
    year -= 1
    return year // 4 - year // 100 + year // 400


def leapdays(y1, y2):
    """The number of leap years in range(y1, y2)."""
    return _leaps_up_to(y2) - _leaps_up_to(y1)


def weekday(year, month, day):
    """The day of the week (0 is Monday) of year-month-day; years outside 1..9999 are mapped
    into the 400-year Gregorian cycle."""
    dt = _datetime()
    if not dt.MINYEAR <= year <= dt.MAXYEAR:
        year = 2000 + year % 400
    return dt.date(year, month, day).weekday()


def _days_in(year, month):
    # The length of a month, 1 <= month <= 12.
    if month == 2 and isleap(year):
        return 29
    return mdays[month]


def monthrange(year, month):
    """(weekday of the month's first day, number of days in the month)."""
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    return weekday(year, month, 1), _days_in(year, month)


class Calendar:
    """Month and year layouts as lists of weeks, weeks starting on firstweekday (0 is Monday)."""

    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday

    @property
    def firstweekday(self):
        return self._first % 7

    @firstweekday.setter
    def firstweekday(self, value):
        self._first = value

    def getfirstweekday(self):
        return self._first % 7

    def setfirstweekday(self, firstweekday):
        self._first = firstweekday

    def iterweekdays(self):
        """The seven weekday numbers in display order."""
        first = self.firstweekday
        for i in range(7):
            yield (first + i) % 7

    def _grid(self, year, month):
        # (cells before day 1, days in the month, cells after the last day) of the month's weeks.
        day1, size = monthrange(year, month)
        lead = (day1 - self.firstweekday) % 7
        return lead, size, -(lead + size) % 7

    def itermonthdays(self, year, month):
        """The month's day numbers in whole weeks, 0 for the cells outside the month."""
        lead, size, trail = self._grid(year, month)
        yield from _repeat(0, lead)
        yield from range(1, size + 1)
        yield from _repeat(0, trail)

    def itermonthdays2(self, year, month):
        """(day number or 0, weekday) for each cell of the month's weeks."""
        first = self.firstweekday
        for i, day in enumerate(self.itermonthdays(year, month)):
            yield day, (first + i) % 7

    def itermonthdays3(self, year, month):
        """(year, month, day) for each cell, the neighbouring months' days included."""
        lead, size, trail = self._grid(year, month)
        if lead:
            py, pm = (year - 1, 12) if month == 1 else (year, month - 1)
            last = _days_in(py, pm)
            for d in range(last - lead + 1, last + 1):
                yield py, pm, d
        for d in range(1, size + 1):
            yield year, month, d
        if trail:
            ny, nm = (year + 1, 1) if month == 12 else (year, month + 1)
            for d in range(1, trail + 1):
                yield ny, nm, d

    def itermonthdays4(self, year, month):
        """(year, month, day, weekday) for each cell, the neighbouring months' days included."""
        first = self.firstweekday
        for i, (y, m, d) in enumerate(self.itermonthdays3(year, month)):
            yield y, m, d, (first + i) % 7

    def itermonthdates(self, year, month):
        """A datetime.date for each cell, the neighbouring months' days included."""
        date = _datetime().date
        for y, m, d in self.itermonthdays3(year, month):
            yield date(y, m, d)

    def monthdatescalendar(self, year, month):
        return _weeks(list(self.itermonthdates(year, month)))

    def monthdays2calendar(self, year, month):
        return _weeks(list(self.itermonthdays2(year, month)))

    def monthdayscalendar(self, year, month):
        return _weeks(list(self.itermonthdays(year, month)))

    def _year(self, one_month, year, width):
        # The twelve months laid out by one_month, in rows of width months.
        months = [one_month(year, m) for m in range(1, 13)]
        return [months[i:i + width] for i in range(0, 12, width)]

    def yeardatescalendar(self, year, width=3):
        return self._year(self.monthdatescalendar, year, width)

    def yeardays2calendar(self, year, width=3):
        return self._year(self.monthdays2calendar, year, width)

    def yeardayscalendar(self, year, width=3):
        return self._year(self.monthdayscalendar, year, width)


def _weeks(cells):
    # A month's cells cut into weeks of seven.
    return [cells[i:i + 7] for i in range(0, len(cells), 7)]


class TextCalendar(Calendar):
    """Plain-text calendars: w is a day column's width, l the lines per week, c the spacing
    between months and m the months per row of a year."""

    def formatday(self, day, weekday, width):
        return ('%2i' % day if day else '').center(width)

    def formatweek(self, theweek, width):
        return ' '.join([self.formatday(d, wd, width) for d, wd in theweek])

    def prweek(self, theweek, width):
        print(self.formatweek(theweek, width), end='')

    def formatweekday(self, day, width):
        names = day_name if width >= 9 else day_abbr
        return names[day][:width].center(width)

    def formatweekheader(self, width):
        return ' '.join([self.formatweekday(d, width) for d in self.iterweekdays()])

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        title = month_name[themonth]
        if withyear:
            title = "%s %r" % (title, theyear)
        return title.center(width)

    def formatmonth(self, theyear, themonth, w=0, l=0):
        """One month as text: title, weekday header and weeks, each followed by l newlines."""
        w = max(2, w)
        gap = '\n' * max(1, l)
        rows = [self.formatmonthname(theyear, themonth, 7 * (w + 1) - 1), self.formatweekheader(w)]
        for week in self.monthdays2calendar(theyear, themonth):
            rows.append(self.formatweek(week, w))
        return ''.join([row.rstrip() + gap for row in rows])

    def prmonth(self, theyear, themonth, w=0, l=0):
        print(self.formatmonth(theyear, themonth, w, l), end='')

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        """A year as text, m months side by side, c spaces apart."""
        w = max(2, w)
        gap = '\n' * max(1, l)
        c = max(2, c)
        col = 7 * (w + 1) - 1
        out = [repr(theyear).center(col * m + c * (m - 1)).rstrip(), gap]
        header = self.formatweekheader(w)
        for r, row in enumerate(self.yeardays2calendar(theyear, m)):
            first = m * r + 1
            months = range(first, min(first + m, 13))
            out.append(gap)
            titles = [self.formatmonthname(theyear, k, col, False) for k in months]
            out.append(formatstring(titles, col, c).rstrip() + gap)
            out.append(formatstring([header] * len(months), col, c).rstrip() + gap)
            for j in range(max([len(weeks) for weeks in row])):
                line = [self.formatweek(weeks[j], w) if j < len(weeks) else '' for weeks in row]
                out.append(formatstring(line, col, c).rstrip() + gap)
        return ''.join(out)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        print(self.formatyear(theyear, w, l, c, m), end="")


class HTMLCalendar(Calendar):
    """Calendars as HTML tables; the CSS class names are class attributes."""
    cssclasses = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    cssclasses_weekday_head = cssclasses
    cssclass_noday = "noday"
    cssclass_month_head = "month"
    cssclass_month = "month"
    cssclass_year_head = "year"
    cssclass_year = "year"

    def formatday(self, day, weekday):
        if not day:
            return '<td class="%s">&nbsp;</td>' % self.cssclass_noday
        return '<td class="%s">%d</td>' % (self.cssclasses[weekday], day)

    def formatweek(self, theweek):
        return '<tr>' + ''.join([self.formatday(d, wd) for d, wd in theweek]) + '</tr>'

    def formatweekday(self, day):
        return '<th class="%s">%s</th>' % (self.cssclasses_weekday_head[day], day_abbr[day])

    def formatweekheader(self):
        return '<tr>' + ''.join([self.formatweekday(d) for d in self.iterweekdays()]) + '</tr>'

    def formatmonthname(self, theyear, themonth, withyear=True):
        title = month_name[themonth]
        if withyear:
            title = '%s %s' % (title, theyear)
        return '<tr><th colspan="7" class="%s">%s</th></tr>' % (self.cssclass_month_head, title)

    def formatmonth(self, theyear, themonth, withyear=True):
        """One month as a table, each row on its own line."""
        rows = ['<table border="0" cellpadding="0" cellspacing="0" class="%s">'
                % self.cssclass_month,
                self.formatmonthname(theyear, themonth, withyear=withyear),
                self.formatweekheader()]
        for week in self.monthdays2calendar(theyear, themonth):
            rows.append(self.formatweek(week))
        rows.append('</table>')
        return '\n'.join(rows) + '\n'

    def formatyear(self, theyear, width=3):
        """A year as a table of month tables, width months per row."""
        width = max(width, 1)
        out = ['<table border="0" cellpadding="0" cellspacing="0" class="%s">\n'
               % self.cssclass_year,
               '<tr><th colspan="%d" class="%s">%s</th></tr>' % (width, self.cssclass_year_head,
                                                                 theyear)]
        for first in range(1, 13, width):
            cells = ['<td>%s</td>' % self.formatmonth(theyear, m, withyear=False)
                     for m in range(first, min(first + width, 13))]
            out.append('<tr>' + ''.join(cells) + '</tr>')
        out.append('</table>')
        return ''.join(out)

    def formatyearpage(self, theyear, width=3, css='calendar.css', encoding=None):
        """A whole XHTML page holding the year's table, as bytes in encoding (utf-8 here)."""
        if encoding is None:
            encoding = 'utf-8'
        head = ['<?xml version="1.0" encoding="%s"?>\n' % encoding,
                '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
                '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n',
                '<html>\n<head>\n',
                '<meta http-equiv="Content-Type" content="text/html; charset=%s" />\n' % encoding]
        if css is not None:
            head.append('<link rel="stylesheet" type="text/css" href="%s" />\n' % css)
        head.append('<title>Calendar for %d</title>\n</head>\n<body>\n' % theyear)
        page = ''.join(head) + self.formatyear(theyear, width) + '</body>\n</html>\n'
        return page.encode(encoding, 'xmlcharrefreplace')


_colwidth = 7 * 3 - 1
_spacing = 6


def formatstring(cols, colwidth=_colwidth, spacing=_spacing):
    """The strings of cols centred in colwidth columns, spacing spaces apart."""
    return (' ' * spacing).join([col.center(colwidth) for col in cols])


def format(cols, colwidth=_colwidth, spacing=_spacing):
    print(formatstring(cols, colwidth, spacing))


# The module-level shortcuts share this calendar (and so its first weekday).
c = TextCalendar()

firstweekday = c.getfirstweekday


def setfirstweekday(firstweekday):
    """Set the first weekday (0 is Monday) of the module-level functions."""
    if not MONDAY <= firstweekday <= SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    c.firstweekday = firstweekday


monthcalendar = c.monthdayscalendar
prweek = c.prweek
week = c.formatweek
weekheader = c.formatweekheader
prmonth = c.prmonth
month = c.formatmonth
calendar = c.formatyear
prcal = c.pryear

EPOCH = 1970
_EPOCH_ORDINAL = 719163


def timegm(tuple):
    """Seconds since the epoch of a UTC time tuple (year, month, day, hour, minute, second...)."""
    year, mon, day, hour, minute, second = tuple[:6]
    days = _datetime().date(year, mon, 1).toordinal() - _EPOCH_ORDINAL + day - 1
    return ((days * 24 + hour) * 60 + minute) * 60 + second

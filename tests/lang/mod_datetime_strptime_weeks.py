# strptime's day of the year (%j), weekdays (%a %A %w %u) and weeks (%U %W, ISO %G %V) combined
# as CPython 3.11's _strptime combines them (stdlib/np_lib_datetime.py _strptime), with its
# ISO directive errors; the old code ignored weeks and let %m/%d override %j.
from datetime import datetime as D
import random
cases = [('2024-03-01 010','%Y-%m-%d %j'),('2023 366','%Y %j'),('2024 366','%Y %j'),('060','%j'),
         ('2024 5 060','%Y %w %j'),('2024-03-01 Fri 5 5','%Y-%m-%d %a %w %u'),
         ('Fri, 01 Mar 2024 12:00:00 GMT','%a, %d %b %Y %H:%M:%S %Z'),('1 Mar 2024 utc','%d %b %Y %Z'),
         ('2024 000','%Y %j'),('2024 367','%Y %j'),('2024 7','%Y %w'),('2024 0','%Y %u'),
         ('2024 10 3','%Y %W %w'),('2024 00 1','%Y %U %w'),('2023 00 Mon','%Y %W %a'),
         ('2020 53 Sunday','%Y %U %A'),('2024 W05 3','%G W%V %u'),('2024 05 3','%Y %V %u'),
         ('2024 05','%G %V'),('2024 05 3','%G %j %u'),('05 3','%V %u'),('2024 3','%W'),
         ('2024 12','%Y %W'),('Feb 29','%b %d'),('02 29 1','%m %d %w'),('2024 1','%Y %u')]
for y in (1999, 2000, 2001, 2023, 2024, 2025, 2026):
    for w in (0, 1, 2, 26, 51, 52, 53):
        for wd in range(7):
            cases.append(("%d %d %d" % (y, w, wd), "%Y %W %w"))
            cases.append(("%d %d %d" % (y, w, wd), "%Y %U %w"))
    for iw in (1, 2, 52, 53):
        for u in (1, 4, 7):
            cases.append(("%d %d %d" % (y, iw, u), "%G %V %u"))
for s, f in cases:
    try:
        print(s, f, repr(D.strptime(s, f)))
    except ValueError as e:
        print(s, f, "ValueError", e)

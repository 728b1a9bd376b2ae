# strptime's native fast path (stdlib/np_lib_datetime.c dt_strptime_fast) for %j, %w, %u and
# %Z, against what CPython's regex and _strptime make of them: the day of the year in 1, 2 or
# 3 digits overriding month and day and rolling past the year's end, weekdays that change
# nothing alone, UTC/GMT names, and the inputs left to the Python parser.
from datetime import datetime

cases = []
for y in (1900, 1999, 2000, 2023, 2024, 9999):
    for j in (1, 9, 10, 59, 60, 99, 100, 300, 365, 366):
        cases.append(("%d %03d" % (y, j), "%Y %j"))
        cases.append(("%d-%d" % (y, j), "%Y-%j"))
    cases.append(("%d 12 31 045" % y, "%Y %m %d %j"))
for s, f in (("060", "%j"), ("60", "%j"), ("6", "%j"), ("000", "%j"), ("367", "%j"),
             ("3671", "%j%d"), ("1234", "%j%m"), ("0601", "%j%m"), ("02 29 060", "%m %d %j"),
             ("02 29", "%m %d"), ("2024 3 5", "%Y %w %u"), ("2024 7", "%Y %w"),
             ("2024 0", "%Y %u"), ("2024 8", "%Y %u"), ("Fri, 01 Mar 2024 12:00:00 GMT",
             "%a, %d %b %Y %H:%M:%S %Z"), ("1 Mar 2024 utc", "%d %b %Y %Z"),
             ("1 Mar 2024 CET", "%d %b %Y %Z"), ("1 Mar 2024 UTC +0100", "%d %b %Y %Z %z"),
             ("1 Mar 2024 +0100 GMT", "%d %b %Y %z %Z"), ("99 100", "%y %j"),
             ("2024 001 5", "%Y %j %w"), ("10:30 045", "%H:%M %j")):
    cases.append((s, f))
for s, f in cases:
    try:
        print(s, f, repr(datetime.strptime(s, f)))
    except ValueError as e:
        print(s, f, "ValueError", e)

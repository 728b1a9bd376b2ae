# fromisoformat: before an offset CPython skips one character after the last time field
# ('2024-01-02 03:04:05 +02:00') and anything after six fraction digits; a space elsewhere,
# two characters, or a short fraction followed by one stays an error.
from datetime import datetime, time

CASES = [
    "2024-01-02 03:04:05 +02:00", "2024-01-02T03:04:05 +02:00", "2024-01-02T03:04:05 Z",
    "2024-01-02T03:04 -05:30", "2024-01-02T03 +01:00", "2024-01-02T030405 +0100",
    "2024-01-02T03:04:05x+02:00", "2024-01-02T03:04:05.1234567 +02:00",
    "2024-01-02T03:04:05.123456 +02:00",
    "2024-01-02T03:04:05.5 -0130", "2024-01-02T03:04:05  +02:00", "2024-01-02T03:04:05 ",
    "2024-01-02T03:04:05 +02:00 ", "2024-01-02T03:04:05+02:00", "2024-01-02T03:04:05.25Z",
]
for s in CASES:
    try:
        print(repr(s), repr(datetime.fromisoformat(s)))
    except ValueError as e:
        print(repr(s), "ValueError:", e)
for s in ["03:04:05 +02:00", "03:04 Z", "03:04:05 ", "0304 -0100", "03:04:05.000001 +00:00"]:
    try:
        print(repr(s), repr(time.fromisoformat(s)))
    except ValueError as e:
        print(repr(s), "ValueError:", e)

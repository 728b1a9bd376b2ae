import re
from datetime import timedelta
from typing import Optional

UNITS = {"w": "weeks", "d": "days", "h": "hours", "m": "minutes", "s": "seconds"}
DUR_RE = re.compile(r"(?P<num>\d+(?:\.\d+)?)\s*(?P<unit>[wdhms])", re.IGNORECASE)


def parse_duration(text: str) -> Optional[timedelta]:
    text = text.strip()
    if not text:
        return None
    pos = 0
    kwargs = {}
    for m in DUR_RE.finditer(text):
        if text[pos:m.start()].strip():
            raise ValueError(f"garbage at {pos}: {text[pos:m.start()]!r}")
        unit = UNITS[m.group("unit").lower()]
        kwargs[unit] = kwargs.get(unit, 0) + float(m.group("num"))
        pos = m.end()
    if text[pos:].strip():
        raise ValueError(f"trailing garbage: {text[pos:]!r}")
    return timedelta(**kwargs)


for s in ["1h30m", "2d 4H", "1.5h", "90s", "1w2d3h4m5s", "", "3x", "5m later"]:
    try:
        td = parse_duration(s)
        print(repr(s), "->", td, td.total_seconds() if td is not None else None)
    except ValueError as e:
        print(repr(s), "error:", e)


def humanize(td: timedelta) -> str:
    secs = int(td.total_seconds())
    parts = []
    for name, size in (("day", 86400), ("hour", 3600), ("minute", 60), ("second", 1)):
        n, secs = divmod(secs, size)
        if n:
            parts.append(f"{n} {name}{'s' if n != 1 else ''}")
    return ", ".join(parts) or "0 seconds"


print(humanize(timedelta(days=1, hours=2, seconds=61)))
print(humanize(timedelta()))
print(humanize(timedelta(minutes=1)))

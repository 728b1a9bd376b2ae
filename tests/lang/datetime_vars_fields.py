# vars() of datetime's objects: CPython's are C types without a __dict__ (TypeError); Nearly's
# keep their fields as attributes, which vars() used to list. A tzinfo subclass's own
# attributes are shown as usual, and new attributes on a date subclass instance work.
import datetime
class TZ(datetime.tzinfo):
    def __init__(self):
        self.name = "x"
class D(datetime.date):
    pass
for o in (datetime.date(2020, 1, 2), datetime.datetime(2020, 1, 2), datetime.time(1),
          datetime.timedelta(1), datetime.timezone.utc, TZ()):
    try:
        print(type(o).__name__, vars(o))
    except TypeError as e:
        print(type(o).__name__, e)
d = D(2020, 1, 2)
d.note = "n"
print(d, d.note, getattr(d, "note"), hasattr(d, "year"))

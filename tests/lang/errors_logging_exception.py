# logging.exception and exc_info=True log the traceback (the traceback module's report, caret
# lines included) under the message, as CPython's Formatter.formatException does.
import io
import logging
import re

buf = io.StringIO()
log = logging.getLogger("errs")
handler = logging.StreamHandler(buf)
handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
log.addHandler(handler)


def parse(row):
    return int(row["qty"]) * row["price"]


for row in [{"qty": "2", "price": 3}, {"qty": "x", "price": 1}, {"price": 2}]:
    try:
        print(parse(row))
    except (ValueError, KeyError):
        log.exception("bad row %r", row)
try:
    {}["k"]
except KeyError:
    log.error("with exc_info", exc_info=True)
log.error("no exception here")
print(re.sub(r'File "[^"]*/', 'File "', buf.getvalue()))

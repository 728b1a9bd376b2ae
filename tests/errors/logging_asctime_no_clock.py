# Logging needs no clock until a format asks for the time: without the 'clock' capability
# records are made and formatted, and a format with %(asctime)s is the time module's clear
# RuntimeError (a record's time fields are read from the clock on first use).
# cpython: skip
# expect-exit: 1
# expect-stderr-last: RuntimeError: time.time() needs the 'clock' capability
import io
import logging
out = io.StringIO()
log = logging.getLogger('noclock')
log.addHandler(logging.StreamHandler(out))
log.warning('made without the clock %d', 1)
print(out.getvalue(), end='')
rec = logging.makeLogRecord({'msg': 'given', 'created': 5.0})
print(rec.created, rec.getMessage())
logging.Formatter('%(asctime)s %(message)s').format(logging.makeLogRecord({'msg': 'x'}))

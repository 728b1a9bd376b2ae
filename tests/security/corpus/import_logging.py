# corpus: escape
# technique: import logging: only its pure part, nothing host-touching
import logging
import io as _io
buf = _io.StringIO()
log = logging.getLogger('corpus')
log.addHandler(logging.StreamHandler(buf))
log.warning('kept %d', 1)
print(buf.getvalue().strip())
results = []
try:
    import logging as m
    m.FileHandler
    print('ESCAPED step 0')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.handlers
    print('ESCAPED step 1')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.config
    print('ESCAPED step 2')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.WatchedFileHandler
    print('ESCAPED step 3')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.RotatingFileHandler
    print('ESCAPED step 4')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.SocketHandler
    print('ESCAPED step 5')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.SysLogHandler
    print('ESCAPED step 6')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.HTTPHandler
    print('ESCAPED step 7')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.os
    print('ESCAPED step 8')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.sys
    print('ESCAPED step 9')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.io
    print('ESCAPED step 10')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.time
    print('ESCAPED step 11')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.threading
    print('ESCAPED step 12')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.traceback
    print('ESCAPED step 13')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.weakref
    print('ESCAPED step 14')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.system
    print('ESCAPED step 15')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.path
    print('ESCAPED step 16')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m._sys
    print('ESCAPED step 17')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m._time
    print('ESCAPED step 18')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.__builtins__
    print('ESCAPED step 19')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.__loader__
    print('ESCAPED step 20')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.__spec__
    print('ESCAPED step 21')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.__file__
    print('ESCAPED step 22')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.currentframe
    print('ESCAPED step 23')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m._srcfile
    print('ESCAPED step 24')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m._lock
    print('ESCAPED step 25')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import FileHandler
    print('ESCAPED step 26')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import handlers
    print('ESCAPED step 27')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import config
    print('ESCAPED step 28')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import WatchedFileHandler
    print('ESCAPED step 29')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import RotatingFileHandler
    print('ESCAPED step 30')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import SocketHandler
    print('ESCAPED step 31')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import SysLogHandler
    print('ESCAPED step 32')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import HTTPHandler
    print('ESCAPED step 33')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import os
    print('ESCAPED step 34')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import sys
    print('ESCAPED step 35')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import io
    print('ESCAPED step 36')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import time
    print('ESCAPED step 37')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import threading
    print('ESCAPED step 38')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import traceback
    print('ESCAPED step 39')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import weakref
    print('ESCAPED step 40')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import system
    print('ESCAPED step 41')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import path
    print('ESCAPED step 42')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import _sys
    print('ESCAPED step 43')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import _time
    print('ESCAPED step 44')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import __builtins__
    print('ESCAPED step 45')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import __loader__
    print('ESCAPED step 46')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import __spec__
    print('ESCAPED step 47')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import __file__
    print('ESCAPED step 48')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import currentframe
    print('ESCAPED step 49')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import _srcfile
    print('ESCAPED step 50')
except Exception as e:
    results.append(type(e).__name__)
try:
    from logging import _lock
    print('ESCAPED step 51')
except Exception as e:
    results.append(type(e).__name__)
try:
    import logging as m
    m.system('touch pwned.txt')
    print('ESCAPED step 52')
except Exception as e:
    results.append(type(e).__name__)
print(results)

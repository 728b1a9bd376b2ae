# np_lib_logging.py - the `logging` module in Nearly Python, written for Nearly from the
# documented behaviour of CPython 3.11's logging package (the part programs use without files
# or threads): levels and their names, the dotted logger hierarchy (getLogger, propagate,
# effective levels), LogRecord, Formatter with the %, { and $ styles, Filter, Handler,
# StreamHandler (sys.stderr by default; any object with write()), NullHandler, basicConfig,
# LoggerAdapter, the module-level functions, the last-resort handler and disable.
# A record's pathname, lineno and funcName are those of the logging call, read from the
# running stack by the native _caller (stdlib/np_lib_traceback.c, installed in this module's
# globals before it runs; there are no frame objects). Its time
# fields (created, msecs, relativeCreated, asctime) are read from the clock when first used,
# so they need the 'clock' capability only when a format or the program asks for them.
# No FileHandler or other handler that touches the host; no threads, so no locks.

CRITICAL = 50
FATAL = CRITICAL
ERROR = 40
WARNING = 30
WARN = WARNING
INFO = 20
DEBUG = 10
NOTSET = 0

BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"
raiseExceptions = True

__all__ = ["BASIC_FORMAT", "CRITICAL", "DEBUG", "ERROR", "FATAL", "Filter", "Formatter",
           "Handler", "INFO", "LogRecord", "Logger", "LoggerAdapter", "NOTSET", "NullHandler",
           "StreamHandler", "WARN", "WARNING", "addLevelName", "basicConfig", "critical",
           "debug", "disable", "error", "exception", "fatal", "getLevelName", "getLogger",
           "getLoggerClass", "info", "log", "makeLogRecord", "setLoggerClass", "shutdown",
           "warn", "warning", "getLogRecordFactory", "setLogRecordFactory", "lastResort",
           "raiseExceptions", "getLevelNamesMapping"]

# Level number -> name and name -> number; addLevelName adds to both.
_names_by_level = {CRITICAL: "CRITICAL", ERROR: "ERROR", WARNING: "WARNING", INFO: "INFO",
                   DEBUG: "DEBUG", NOTSET: "NOTSET"}
_levels_by_name = {"CRITICAL": CRITICAL, "FATAL": FATAL, "ERROR": ERROR, "WARN": WARNING,
                   "WARNING": WARNING, "INFO": INFO, "DEBUG": DEBUG, "NOTSET": NOTSET}


def getLevelNamesMapping():
    # A copy of the name -> level mapping.
    return dict(_levels_by_name)


def getLevelName(level):
    # The name of a level number, the number of a level name, or "Level %s".
    name = _names_by_level.get(level)
    if name is not None:
        return name
    number = _levels_by_name.get(level)
    if number is not None:
        return number
    return "Level %s" % level


def addLevelName(level, levelName):
    # Names a level number (both ways).
    _names_by_level[level] = levelName
    _levels_by_name[levelName] = level


def _level_number(level):
    # The number of a level given as an int or a registered name; CPython's errors otherwise.
    if isinstance(level, int):
        return level
    if isinstance(level, str) and str(level) == level:
        if level in _levels_by_name:
            return _levels_by_name[level]
        raise ValueError("Unknown level: %r" % level)
    raise TypeError("Level not an integer or a valid string: %r" % (level,))


def _module_sys():
    # The sys module, imported when first needed (most runs log nothing).
    import sys
    return sys


# ---------------------------------------------------------------- the clock

_TIME_FIELDS = ("created", "msecs", "relativeCreated")
_first_clock = []


def _clock_now():
    # time.time() (RuntimeError without the 'clock' capability); the first reading is the
    # start that relativeCreated counts from.
    import time
    now = time.time()
    if not _first_clock:
        _first_clock.append(now)
    return now


def _stamp(record):
    # Sets [record]'s time fields from one clock reading.
    created = _clock_now()
    record.created = created
    record.msecs = int((created - int(created)) * 1000) + 0.0
    record.relativeCreated = (created - _first_clock[0]) * 1000


# ---------------------------------------------------------------- records

def _split_path(pathname):
    # (filename, module) of a path: its last component, and that less its extension.
    try:
        base = pathname.replace("\\", "/").rsplit("/", 1)[-1]
    except (TypeError, AttributeError):
        return pathname, "Unknown module"
    dot = base.rfind(".")
    if dot > 0 and base[:dot].strip("."):
        return base, base[:dot]
    return base, base


class LogRecord:
    # One logged event: its logger's name, level, message and arguments, location and
    # exception.

    def __init__(self, name, level, pathname, lineno, msg, args, exc_info, func=None,
                 sinfo=None, **kwargs):
        self.name = name
        self.msg = msg
        # A lone non-empty mapping argument is the mapping for %(key)s in the message.
        if args and len(args) == 1 and isinstance(args[0], dict) and args[0]:
            args = args[0]
        self.args = args
        self.levelname = getLevelName(level)
        self.levelno = level
        self.pathname = pathname
        self.filename, self.module = _split_path(pathname)
        self.exc_info = exc_info
        self.exc_text = None
        self.stack_info = sinfo
        self.lineno = lineno
        self.funcName = func
        self.thread = None
        self.threadName = "MainThread"
        self.processName = "MainProcess"
        self.process = None

    def __getattr__(self, name):
        # The time fields are read from the clock on their first use (and then are plain
        # attributes), so a run without the 'clock' capability logs as long as no format
        # and no program code asks for them.
        if name not in _TIME_FIELDS:
            raise AttributeError("'%s' object has no attribute '%s'"
                                 % (type(self).__name__, name))
        _stamp(self)
        return getattr(self, name)

    def getMessage(self):
        text = str(self.msg)
        if self.args:
            text = text % self.args
        return text

    def __repr__(self):
        return '<LogRecord: %s, %s, %s, %s, "%s">' % (self.name, self.levelno, self.pathname,
                                                      self.lineno, self.msg)


_record_factory = LogRecord


def getLogRecordFactory():
    return _record_factory


def setLogRecordFactory(factory):
    global _record_factory
    _record_factory = factory


def makeLogRecord(dict):
    # A record whose attributes are the items of [dict].
    record = _record_factory(None, None, "", 0, "", (), None, None)
    for key, value in dict.items():
        setattr(record, key, value)
    return record


class _RecordFields:
    # A record seen as the mapping a format string reads (CPython formats record.__dict__):
    # its data attributes, then the formatter's defaults.

    def __init__(self, record, defaults):
        self._record = record
        self._defaults = defaults

    def __getitem__(self, key):
        if not (key in _RECORD_METHODS or key.startswith("_")):
            try:
                return getattr(self._record, key)
            except AttributeError:
                pass
        if self._defaults and key in self._defaults:
            return self._defaults[key]
        raise KeyError(key)


_RECORD_METHODS = frozenset(("getMessage",))


def _has_field(record, key):
    # Whether [record] has a field [key] (without reading the clock for a time field).
    if key in _TIME_FIELDS:
        return True
    return key not in _RECORD_METHODS and hasattr(record, key)


# ---------------------------------------------------------------- format styles

class PercentStyle:
    # %(name)s fields.
    default_format = "%(message)s"
    asctime_format = "%(asctime)s"
    asctime_search = "%(asctime)"

    def __init__(self, fmt, *, defaults=None):
        self._fmt = fmt or self.default_format
        self._defaults = defaults

    def usesTime(self):
        return self.asctime_search in self._fmt

    def validate(self):
        import re
        spec = r"%\(\w+\)[#0+ -]*(\*|\d+)?(\.(\*|\d+))?[diouxefgcrsa%]"
        if re.search(spec, self._fmt, re.I) is None:
            raise ValueError("Invalid format '%s' for '%s' style"
                             % (self._fmt, self.default_format[0]))

    def _format(self, record):
        return self._fmt % _RecordFields(record, self._defaults)

    def format(self, record):
        try:
            return self._format(record)
        except KeyError as missing:
            raise ValueError("Formatting field not found in record: %s" % missing)


class StrFormatStyle(PercentStyle):
    # {name} fields, with str.format's conversions and specs.
    default_format = "{message}"
    asctime_format = "{asctime}"
    asctime_search = "{asctime"

    def validate(self):
        import re
        import string
        name_ok = re.compile(r"^(\d+|\w+)(\.\w+|\[[^]]+\])*$")
        spec_ok = re.compile(r"^(.?[<>=^])?[+ -]?#?0?(\d+|{\w+})?[,_]?(\.(\d+|{\w+}))?"
                             r"[bcdefgnosx%]?$", re.I)
        seen = 0
        try:
            for _, field, spec, conversion in string.Formatter().parse(self._fmt):
                if not field:
                    continue
                if not name_ok.match(field):
                    raise ValueError("invalid field name/expression: %r" % field)
                seen += 1
                if conversion and conversion not in "rsa":
                    raise ValueError("invalid conversion: %r" % conversion)
                if spec and not spec_ok.match(spec):
                    raise ValueError("bad specifier: %r" % spec)
        except ValueError as bad:
            raise ValueError("invalid format: %s" % bad)
        if not seen:
            raise ValueError("invalid format: no fields")

    def _format(self, record):
        return self._fmt.format_map(_RecordFields(record, self._defaults))


class StringTemplateStyle(PercentStyle):
    # $name and ${name} fields (string.Template).
    default_format = "${message}"
    asctime_format = "${asctime}"
    asctime_search = "${asctime}"

    def __init__(self, *args, **kwargs):
        PercentStyle.__init__(self, *args, **kwargs)
        import string
        self._tpl = string.Template(self._fmt)

    def usesTime(self):
        return "$asctime" in self._fmt or self.asctime_search in self._fmt

    def validate(self):
        import re
        names = 0
        for m in re.finditer(r"\$(?:(\$)|([_a-z][_a-z0-9]*)|\{([_a-z][_a-z0-9]*)\}|)",
                             self._fmt, re.I):
            if m.group(2) or m.group(3):
                names += 1
            elif m.group(1) is None:
                raise ValueError("invalid format: bare '$' not allowed")
        if not names:
            raise ValueError("invalid format: no fields")

    def _format(self, record):
        return self._tpl.substitute(_RecordFields(record, self._defaults))


_STYLES = {"%": (PercentStyle, BASIC_FORMAT),
           "{": (StrFormatStyle, "{levelname}:{name}:{message}"),
           "$": (StringTemplateStyle, "${levelname}:${name}:${message}")}


def _style_class(style):
    if style not in _STYLES:
        raise ValueError("Style must be one of: %s" % ",".join(_STYLES))
    return _STYLES[style][0]


def _localtime(secs):
    import time
    return time.localtime(secs)


def _then_newline(text):
    return text if text[-1:] == "\n" else text + "\n"


class Formatter:
    # Turns a record into text with a format string (% by default, or { or $ style).
    default_time_format = "%Y-%m-%d %H:%M:%S"
    default_msec_format = "%s,%03d"
    converter = staticmethod(_localtime)

    def __init__(self, fmt=None, datefmt=None, style="%", validate=True, *, defaults=None):
        self._style = _style_class(style)(fmt, defaults=defaults)
        if validate:
            self._style.validate()
        self._fmt = self._style._fmt
        self.datefmt = datefmt

    def formatTime(self, record, datefmt=None):
        import time
        when = self.converter(record.created)
        if datefmt:
            return time.strftime(datefmt, when)
        text = time.strftime(self.default_time_format, when)
        if self.default_msec_format:
            text = self.default_msec_format % (text, record.msecs)
        return text

    def formatException(self, ei):
        import traceback
        text = "".join(traceback.format_exception(ei[0], ei[1], ei[2]))
        return text[:-1] if text[-1:] == "\n" else text

    def usesTime(self):
        return self._style.usesTime()

    def formatMessage(self, record):
        return self._style.format(record)

    def formatStack(self, stack_info):
        return stack_info

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        text = self.formatMessage(record)
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            text = _then_newline(text) + record.exc_text
        if record.stack_info:
            text = _then_newline(text) + self.formatStack(record.stack_info)
        return text


_defaultFormatter = Formatter()


# ---------------------------------------------------------------- filters and handlers

class Filter:
    # Passes the records of the logger named [name] and of its descendants (all for '').

    def __init__(self, name=""):
        self.name = name
        self.nlen = len(name)

    def filter(self, record):
        if not self.name or record.name == self.name:
            return True
        return record.name.startswith(self.name + ".")


def _add_once(items, item):
    # Appends [item] to list [items] unless it is there already.
    for present in items:
        if present is item or present == item:
            return
    items.append(item)


def _discard(items, item):
    # Removes [item] from list [items] if it is there.
    for i, present in enumerate(items):
        if present is item or present == item:
            del items[i]
            return


class Filterer:
    # The base of loggers and handlers: a list of filters (objects with filter(record), or
    # callables) that must all pass a record.

    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        _add_once(self.filters, filter)

    def removeFilter(self, filter):
        _discard(self.filters, filter)

    def filter(self, record):
        for f in self.filters:
            check = getattr(f, "filter", None)
            if not (check(record) if check is not None else f(record)):
                return False
        return True


class Handler(Filterer):
    # Sends records somewhere; subclasses define emit().

    def __init__(self, level=NOTSET):
        Filterer.__init__(self)
        self._name = None
        self.level = _level_number(level)
        self.formatter = None
        self.lock = None
        self._closed = False

    def get_name(self):
        return self._name

    def set_name(self, name):
        self._name = name

    name = property(get_name, set_name)

    def createLock(self):
        self.lock = None

    def acquire(self):
        pass

    def release(self):
        pass

    def setLevel(self, level):
        self.level = _level_number(level)

    def setFormatter(self, fmt):
        self.formatter = fmt

    def format(self, record):
        return (self.formatter or _defaultFormatter).format(record)

    def emit(self, record):
        raise NotImplementedError("emit must be implemented by Handler subclasses")

    def handle(self, record):
        passed = self.filter(record)
        if passed:
            self.emit(record)
        return passed

    def flush(self):
        pass

    def close(self):
        self._closed = True

    def handleError(self, record):
        # CPython's report of an error raised while emitting: on sys.stderr, then logging
        # goes on (nothing is raised) unless raiseExceptions is false (then nothing shows).
        if not raiseExceptions:
            return
        err = _module_sys().stderr
        import traceback
        try:
            err.write("--- Logging error ---\n")
            traceback.print_exc(file=err)
            err.write("Call stack:\n")
            for text in _callers_frames(0).format():
                err.write(text)
            err.write("Message: %r\nArguments: %s\n" % (record.msg, record.args))
        except RecursionError:
            raise
        except Exception:
            err.write("Unable to print the message and arguments - possible formatting "
                      "error.\nUse the traceback above to help find the error.\n")

    def __repr__(self):
        return "<%s (%s)>" % (type(self).__name__, getLevelName(self.level))


class StreamHandler(Handler):
    # Writes each formatted record and a newline to a stream (sys.stderr by default).
    terminator = "\n"

    def __init__(self, stream=None):
        Handler.__init__(self)
        self.stream = _module_sys().stderr if stream is None else stream

    def flush(self):
        out = self.stream
        if out and hasattr(out, "flush"):
            out.flush()

    def emit(self, record):
        try:
            text = self.format(record)
            self.stream.write(text + self.terminator)
            self.flush()
        except RecursionError:
            raise
        except Exception:
            self.handleError(record)

    def setStream(self, stream):
        if stream is self.stream:
            return None
        previous = self.stream
        self.flush()
        self.stream = stream
        return previous

    def __repr__(self):
        label = str(getattr(self.stream, "name", ""))
        if label:
            label += " "
        return "<%s %s(%s)>" % (type(self).__name__, label, getLevelName(self.level))


class NullHandler(Handler):
    # Drops every record (for libraries that must not configure output).

    def handle(self, record):
        pass

    def emit(self, record):
        pass

    def createLock(self):
        self.lock = None


class _StderrHandler(StreamHandler):
    # The last-resort handler: sys.stderr as it is when a record comes.

    def __init__(self, level=NOTSET):
        Handler.__init__(self, level)

    @property
    def stream(self):
        return _module_sys().stderr


lastResort = _StderrHandler(WARNING)


# ---------------------------------------------------------------- where a call came from

def _callers_frames(up):
    # The running stack (a traceback.StackSummary, outermost first) outside this module,
    # less [up] more frames: the innermost frames are this module's own (they share its
    # file name).
    import traceback
    frames = traceback.extract_stack()
    own = frames[-1].filename
    end = len(frames)
    while end > 1 and frames[end - 1].filename == own:
        end -= 1
    end = max(end - up, 1)
    return traceback.StackSummary(frames[:end])


def _stack_text(frames):
    text = "Stack (most recent call last):\n" + "".join(frames.format())
    return text[:-1] if text[-1:] == "\n" else text


# ---------------------------------------------------------------- loggers

# Every logger made by getLogger, by name; a logger's parent is its nearest existing
# ancestor (the root if none).
_loggers = {}
_disabled_below = [NOTSET]


def _forget_enabled():
    # Drops every logger's isEnabledFor answers after a level or disable() change.
    root._enabled.clear()
    for lg in _loggers.values():
        lg._enabled.clear()


def _logger_method(level, name):
    # Logger.debug, .info, ...: log at [level] when the logger is enabled for it.
    def log_at(self, msg, *args, **kwargs):
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)
    log_at.__name__ = name
    return log_at


def _say_deprecated(what):
    # The DeprecationWarning of Logger.warn, LoggerAdapter.warn and logging.warn, located
    # at their caller.
    import warnings
    warnings.warn("The 'warn' %s is deprecated, use 'warning' instead" % what,
                  DeprecationWarning, 3)


def _deprecated_warn(self, msg, *args, **kwargs):
    # Logger.warn and LoggerAdapter.warn.
    _say_deprecated("method")
    self.warning(msg, *args, **kwargs)


class Logger(Filterer):
    # A named channel for records, with a level, handlers and a parent it passes records
    # on to (unless propagate is false).

    def __init__(self, name, level=NOTSET):
        Filterer.__init__(self)
        self.name = name
        self.level = _level_number(level)
        self.parent = None
        self.propagate = True
        self.handlers = []
        self.disabled = False
        self._enabled = {}

    def setLevel(self, level):
        self.level = _level_number(level)
        _forget_enabled()

    def getEffectiveLevel(self):
        lg = self
        while lg is not None:
            if lg.level:
                return lg.level
            lg = lg.parent
        return NOTSET

    def isEnabledFor(self, level):
        if self.disabled:
            return False
        known = self._enabled.get(level)
        if known is None:
            known = level > _disabled_below[0] and level >= self.getEffectiveLevel()
            self._enabled[level] = known
        return known

    debug = _logger_method(DEBUG, "debug")
    info = _logger_method(INFO, "info")
    warning = _logger_method(WARNING, "warning")
    error = _logger_method(ERROR, "error")
    critical = _logger_method(CRITICAL, "critical")
    fatal = critical
    warn = _deprecated_warn

    def exception(self, msg, *args, exc_info=True, **kwargs):
        kwargs["exc_info"] = exc_info
        self.error(msg, *args, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if isinstance(level, int):
            if self.isEnabledFor(level):
                self._log(level, msg, args, **kwargs)
        elif raiseExceptions:
            raise TypeError("level must be an integer")

    def findCaller(self, stack_info=False, stacklevel=1):
        # (pathname, lineno, function name, stack text or None) of the logging call.
        up = max(stacklevel, 1) - 1
        path, line, func = _caller(up)
        return path, line, func, _stack_text(_callers_frames(up)) if stack_info else None

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info, func=None, extra=None,
                   sinfo=None):
        record = _record_factory(name, level, fn, lno, msg, args, exc_info, func, sinfo)
        if extra is not None:
            for key in extra:
                if key in ("message", "asctime") or _has_field(record, key):
                    raise KeyError("Attempt to overwrite %r in LogRecord" % key)
                setattr(record, key, extra[key])
        return record

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False,
             stacklevel=1):
        path, line, func, sinfo = self.findCaller(stack_info, stacklevel)
        if exc_info:
            if isinstance(exc_info, BaseException):
                exc_info = (type(exc_info), exc_info, exc_info.__traceback__)
            elif not isinstance(exc_info, tuple):
                exc_info = _module_sys().exc_info()
        self.handle(self.makeRecord(self.name, level, path, line, msg, args, exc_info, func,
                                    extra, sinfo))

    def handle(self, record):
        if not self.disabled and self.filter(record):
            self.callHandlers(record)

    def addHandler(self, hdlr):
        _add_once(self.handlers, hdlr)

    def removeHandler(self, hdlr):
        _discard(self.handlers, hdlr)

    def _chain(self):
        # This logger and the ancestors its records propagate to.
        lg = self
        while lg is not None:
            yield lg
            lg = lg.parent if lg.propagate else None

    def hasHandlers(self):
        for lg in self._chain():
            if lg.handlers:
                return True
        return False

    def callHandlers(self, record):
        seen = 0
        for lg in self._chain():
            for h in lg.handlers:
                seen += 1
                if record.levelno >= h.level:
                    h.handle(record)
        if not seen and lastResort is not None and record.levelno >= lastResort.level:
            lastResort.handle(record)

    def getChild(self, suffix):
        if self is not root:
            suffix = self.name + "." + suffix
        return getLogger(suffix)

    def __repr__(self):
        return "<%s %s (%s)>" % (type(self).__name__, self.name,
                                 getLevelName(self.getEffectiveLevel()))


class RootLogger(Logger):
    # The logger at the top of the hierarchy, named "root".

    def __init__(self, level):
        Logger.__init__(self, "root", level)


root = RootLogger(WARNING)
Logger.root = root
_logger_class = Logger


def getLoggerClass():
    return _logger_class


def setLoggerClass(klass):
    global _logger_class
    if klass is not Logger and not issubclass(klass, Logger):
        raise TypeError("logger not derived from logging.Logger: " + klass.__name__)
    _logger_class = klass


def _attach(lg):
    # Links a new logger into the hierarchy: its parent is its nearest existing ancestor,
    # and existing descendants whose parent was above it now hang from it.
    name = lg.name
    parent = root
    cut = name.rfind(".")
    while cut > 0:
        above = _loggers.get(name[:cut])
        if above is not None:
            parent = above
            break
        cut = name.rfind(".", 0, cut)
    lg.parent = parent
    _forget_enabled()
    prefix = name + "."
    for other in _loggers.values():
        if other.name.startswith(prefix) and (other.parent is root or
                                              len(other.parent.name) < len(name)):
            other.parent = lg


def getLogger(name=None):
    # The logger of a dotted [name] (the root logger for None or ""), made on first use.
    if not name or (isinstance(name, str) and name == root.name):
        return root
    if not isinstance(name, str):
        raise TypeError("A logger name must be a string")
    lg = _loggers.get(name)
    if lg is None:
        lg = _logger_class(name)
        _attach(lg)
        _loggers[name] = lg
    return lg


def disable(level=CRITICAL):
    # Drops every record at [level] or below, whatever the loggers' levels.
    _disabled_below[0] = level
    _forget_enabled()


def shutdown(handlerList=None):
    # Flushes and closes the root logger's handlers (there are no files to close).
    for h in list(root.handlers if handlerList is None else handlerList):
        try:
            h.flush()
            h.close()
        except (OSError, ValueError):
            pass


def basicConfig(**kwargs):
    # Gives the root logger a handler (a StreamHandler, or the given handlers) with a
    # Formatter, unless it has one already (force=True replaces them).
    if kwargs.pop("force", False):
        for h in list(root.handlers):
            root.removeHandler(h)
            h.close()
    if root.handlers:
        return
    handlers = kwargs.pop("handlers", None)
    if handlers is not None and ("stream" in kwargs or "filename" in kwargs):
        raise ValueError("'stream' or 'filename' should not be specified together with "
                         "'handlers'")
    if handlers is None:
        if "stream" in kwargs and "filename" in kwargs:
            raise ValueError("'stream' and 'filename' should not be specified together")
        if kwargs.pop("filename", None):
            raise NotImplementedError("logging.basicConfig(filename=...) is not supported in "
                                      "Nearly Python: there are no files")
        kwargs.pop("filemode", None)
        handlers = [StreamHandler(kwargs.pop("stream", None))]
    datefmt = kwargs.pop("datefmt", None)
    style = kwargs.pop("style", "%")
    _style_class(style)
    formatter = Formatter(kwargs.pop("format", _STYLES[style][1]), datefmt, style)
    for h in handlers:
        if h.formatter is None:
            h.setFormatter(formatter)
        root.addHandler(h)
    level = kwargs.pop("level", None)
    if level is not None:
        root.setLevel(level)
    kwargs.pop("encoding", None)
    kwargs.pop("errors", None)
    if kwargs:
        raise ValueError("Unrecognised argument(s): %s" % ", ".join(kwargs))


# ---------------------------------------------------------------- module-level functions

def _configured_root():
    if not root.handlers:
        basicConfig()
    return root


def critical(msg, *args, **kwargs):
    _configured_root().critical(msg, *args, **kwargs)


fatal = critical


def error(msg, *args, **kwargs):
    _configured_root().error(msg, *args, **kwargs)


def exception(msg, *args, exc_info=True, **kwargs):
    error(msg, *args, exc_info=exc_info, **kwargs)


def warning(msg, *args, **kwargs):
    _configured_root().warning(msg, *args, **kwargs)


def warn(msg, *args, **kwargs):
    _say_deprecated("function")
    warning(msg, *args, **kwargs)


def info(msg, *args, **kwargs):
    _configured_root().info(msg, *args, **kwargs)


def debug(msg, *args, **kwargs):
    _configured_root().debug(msg, *args, **kwargs)


def log(level, msg, *args, **kwargs):
    _configured_root().log(level, msg, *args, **kwargs)


def _adapter_method(level, name):
    # LoggerAdapter.debug, .info, ...: self.log at [level].
    def log_at(self, msg, *args, **kwargs):
        self.log(level, msg, *args, **kwargs)
    log_at.__name__ = name
    return log_at


def _to_logger(name):
    # A LoggerAdapter method that calls the wrapped logger's method [name].
    def forward(self, *args):
        return getattr(self.logger, name)(*args)
    forward.__name__ = name
    return forward


class LoggerAdapter:
    # Wraps a logger, passing every call through process(msg, kwargs) (which by default
    # sets extra= to the adapter's dict).

    def __init__(self, logger, extra=None):
        self.logger = logger
        self.extra = extra

    def process(self, msg, kwargs):
        kwargs["extra"] = self.extra
        return msg, kwargs

    debug = _adapter_method(DEBUG, "debug")
    info = _adapter_method(INFO, "info")
    warning = _adapter_method(WARNING, "warning")
    error = _adapter_method(ERROR, "error")
    critical = _adapter_method(CRITICAL, "critical")
    warn = _deprecated_warn

    def exception(self, msg, *args, exc_info=True, **kwargs):
        kwargs["exc_info"] = exc_info
        self.log(ERROR, msg, *args, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if not self.isEnabledFor(level):
            return
        text, options = self.process(msg, kwargs)
        self.logger.log(level, text, *args, **options)

    isEnabledFor = _to_logger("isEnabledFor")
    setLevel = _to_logger("setLevel")
    getEffectiveLevel = _to_logger("getEffectiveLevel")
    hasHandlers = _to_logger("hasHandlers")

    @property
    def name(self):
        return self.logger.name

    def __repr__(self):
        return "<%s %s (%s)>" % (type(self).__name__, self.logger.name,
                                 getLevelName(self.logger.getEffectiveLevel()))

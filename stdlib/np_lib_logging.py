# logging: the part of CPython 3.11's logging package that programs use without files or
# threads: levels, the logger hierarchy (getLogger, propagate, effective levels), LogRecord,
# Formatter with the %, { and $ styles, Filter, Handler, StreamHandler (sys.stderr by default;
# any object with write()), NullHandler, basicConfig, LoggerAdapter, the module-level
# functions, the last-resort handler, disable. No FileHandler or other handler that touches
# the host; a time field (asctime, created, msecs) needs the 'clock' capability.



def _sys():
    # The sys module, imported when a record first needs a stream (a program that only makes
    # loggers and logs below their level never pays for it).
    import sys
    return sys


def _time():
    import time
    return time

CRITICAL = 50
FATAL = CRITICAL
ERROR = 40
WARNING = 30
WARN = WARNING
INFO = 20
DEBUG = 10
NOTSET = 0

_levelToName = {CRITICAL: "CRITICAL", ERROR: "ERROR", WARNING: "WARNING", INFO: "INFO",
                DEBUG: "DEBUG", NOTSET: "NOTSET"}
_nameToLevel = {"CRITICAL": CRITICAL, "FATAL": FATAL, "ERROR": ERROR, "WARN": WARNING,
                "WARNING": WARNING, "INFO": INFO, "DEBUG": DEBUG, "NOTSET": NOTSET}

BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"
raiseExceptions = True
lastResort = None


def getLevelNamesMapping():
    return _nameToLevel.copy()


def getLevelName(level):
    result = _levelToName.get(level)
    if result is not None:
        return result
    result = _nameToLevel.get(level)
    if result is not None:
        return result
    return "Level %s" % level


def addLevelName(level, levelName):
    _levelToName[level] = levelName
    _nameToLevel[levelName] = level


def _checkLevel(level):
    if isinstance(level, int):
        return level
    if str(level) == level:
        if level not in _nameToLevel:
            raise ValueError("Unknown level: %r" % level)
        return _nameToLevel[level]
    raise TypeError("Level not an integer or a valid string: %r" % (level,))


# The record attributes a format may name (CPython's LogRecord.__dict__ keys).
_TIME_FIELDS = ("asctime", "created", "msecs", "relativeCreated")


class LogRecord:
    def __init__(self, name, level, pathname, lineno, msg, args, exc_info, func=None,
                 sinfo=None, **kwargs):
        self.name = name
        self.msg = msg
        if (args and len(args) == 1 and isinstance(args[0], dict) and args[0]):
            args = args[0]
        self.args = args
        self.levelname = getLevelName(level)
        self.levelno = level
        self.pathname = pathname
        self.filename = pathname
        self.module = "unknown module"
        self.exc_info = exc_info
        self.exc_text = None
        self.stack_info = sinfo
        self.lineno = lineno
        self.funcName = func
        self.thread = None
        self.threadName = "MainThread"
        self.processName = "MainProcess"
        self.process = None
        self._extra = []

    def __repr__(self):
        return '<LogRecord: %s, %s, %s, %s, "%s">' % (self.name, self.levelno, self.pathname,
                                                      self.lineno, self.msg)

    def getMessage(self):
        msg = str(self.msg)
        if self.args:
            msg = msg % self.args
        return msg

    def _fields(self, need_time):
        # The record as the mapping a format string is applied to.
        d = {"name": self.name, "msg": self.msg, "args": self.args,
             "levelname": self.levelname, "levelno": self.levelno, "pathname": self.pathname,
             "filename": self.filename, "module": self.module, "exc_info": self.exc_info,
             "exc_text": self.exc_text, "stack_info": self.stack_info, "lineno": self.lineno,
             "funcName": self.funcName, "thread": self.thread, "threadName": self.threadName,
             "processName": self.processName, "process": self.process}
        for key in self._extra:
            d[key] = getattr(self, key)
        if hasattr(self, "message"):
            d["message"] = self.message
        if need_time:
            now = _time().time()
            d["created"] = now
            d["msecs"] = (now - int(now)) * 1000
            d["relativeCreated"] = 0.0
            if hasattr(self, "asctime"):
                d["asctime"] = self.asctime
        return d


def makeLogRecord(dict):
    rv = LogRecord(None, None, "", 0, "", (), None, None)
    for k, v in dict.items():
        setattr(rv, k, v)
    return rv


class PercentStyle:
    default_format = "%(message)s"
    asctime_format = "%(asctime)s"
    asctime_search = "%(asctime)"

    def __init__(self, fmt, *, defaults=None):
        self._fmt = fmt or self.default_format
        self._defaults = defaults

    def usesTime(self):
        return self._fmt.find(self.asctime_search) >= 0

    def _uses_any_time(self):
        return any(self._search(f) for f in _TIME_FIELDS)

    def _search(self, field):
        return ("%(" + field + ")") in self._fmt

    def validate(self):
        import re
        if not re.search(r"%\(\w+\)[#0+ -]*(\*|\d+)?(\.(\*|\d+))?[diouxefgcrsa%]", self._fmt,
                         re.I):
            raise ValueError("Invalid format '%s' for '%s' style" % (self._fmt, self.default_format[0]))

    def _format(self, values):
        return self._fmt % values

    def format(self, record):
        values = record._fields(self._uses_any_time())
        if self._defaults:
            merged = dict(self._defaults)
            merged.update(values)
            values = merged
        try:
            return self._format(values)
        except KeyError as e:
            raise ValueError("Formatting field not found in record: %s" % e)


class StrFormatStyle(PercentStyle):
    default_format = "{message}"
    asctime_format = "{asctime}"
    asctime_search = "{asctime"

    def _search(self, field):
        return ("{" + field) in self._fmt

    def validate(self):
        import string
        fields = False
        try:
            for _, fieldname, spec, conversion in string.Formatter().parse(self._fmt):
                if fieldname:
                    fields = True
                if conversion and conversion not in "rsa":
                    raise ValueError("invalid conversion: %r" % conversion)
        except ValueError as e:
            raise ValueError("invalid format: %s" % e)
        if not fields:
            raise ValueError("invalid format: no fields")

    def _format(self, values):
        return self._fmt.format(**values)


class StringTemplateStyle(PercentStyle):
    default_format = "${message}"
    asctime_format = "${asctime}"
    asctime_search = "${asctime}"

    def __init__(self, *args, **kwargs):
        PercentStyle.__init__(self, *args, **kwargs)
        import string
        self._tpl = string.Template(self._fmt)

    def _search(self, field):
        return ("$" + field) in self._fmt or ("${" + field + "}") in self._fmt

    def usesTime(self):
        return self._search("asctime")

    def validate(self):
        import re
        fields = False
        for m in re.finditer(r"\$(?:(\$)|([_a-z][_a-z0-9]*)|\{([_a-z][_a-z0-9]*)\}|)", self._fmt,
                             re.I):
            if m.group(2) or m.group(3):
                fields = True
            elif not m.group(1):
                raise ValueError("invalid format: bare '$' not allowed")
        if not fields:
            raise ValueError("invalid format: no fields")

    def _format(self, values):
        return self._tpl.substitute(**values)


_STYLES = {"%": (PercentStyle, BASIC_FORMAT),
           "{": (StrFormatStyle, "{levelname}:{name}:{message}"),
           "$": (StringTemplateStyle, "${levelname}:${name}:${message}")}


class Formatter:
    default_time_format = "%Y-%m-%d %H:%M:%S"
    default_msec_format = "%s,%03d"

    def __init__(self, fmt=None, datefmt=None, style="%", validate=True, *, defaults=None):
        if style not in _STYLES:
            raise ValueError("Style must be one of: %s" % ",".join(_STYLES.keys()))
        self._style = _STYLES[style][0](fmt, defaults=defaults)
        if validate:
            self._style.validate()
        self._fmt = self._style._fmt
        self.datefmt = datefmt

    def formatTime(self, record, datefmt=None):
        # Needs the clock: time.time() raises unless the 'clock' capability is granted.
        time = _time()
        ct = time.localtime(time.time())
        if datefmt:
            return time.strftime(datefmt, ct)
        t = time.strftime(self.default_time_format, ct)
        return self.default_msec_format % (t, 0)

    def formatException(self, ei):
        # As CPython's: the traceback module's report, without its final newline.
        import traceback
        s = "".join(traceback.format_exception(ei[0], ei[1], ei[2]))
        if s[-1:] == "\n":
            s = s[:-1]
        return s

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
        s = self.formatMessage(record)
        if record.exc_info:
            if not record.exc_text:
                record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + record.exc_text
        if record.stack_info:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + self.formatStack(record.stack_info)
        return s


_defaultFormatter = Formatter()


class Filter:
    def __init__(self, name=""):
        self.name = name
        self.nlen = len(name)

    def filter(self, record):
        if self.nlen == 0:
            return True
        if self.name == record.name:
            return True
        if record.name.find(self.name, 0, self.nlen) != 0:
            return False
        return record.name[self.nlen] == "."


class Filterer:
    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        if filter not in self.filters:
            self.filters.append(filter)

    def removeFilter(self, filter):
        if filter in self.filters:
            self.filters.remove(filter)

    def filter(self, record):
        for f in self.filters:
            if hasattr(f, "filter"):
                result = f.filter(record)
            else:
                result = f(record)
            if not result:
                return False
        return True


class Handler(Filterer):
    def __init__(self, level=NOTSET):
        Filterer.__init__(self)
        self._name = None
        self.level = _checkLevel(level)
        self.formatter = None

    def get_name(self):
        return self._name

    def set_name(self, name):
        self._name = name

    name = property(get_name, set_name)

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def format(self, record):
        fmt = self.formatter if self.formatter else _defaultFormatter
        return fmt.format(record)

    def emit(self, record):
        raise NotImplementedError("emit must be implemented by Handler subclasses")

    def handle(self, record):
        rv = self.filter(record)
        if rv:
            self.emit(record)
        return rv

    def setFormatter(self, fmt):
        self.formatter = fmt

    def flush(self):
        pass

    def close(self):
        pass

    def handleError(self, record):
        raise

    def __repr__(self):
        return "<%s (%s)>" % (type(self).__name__, getLevelName(self.level))


class StreamHandler(Handler):
    terminator = "\n"

    def __init__(self, stream=None):
        Handler.__init__(self)
        if stream is None:
            stream = _sys().stderr
        self.stream = stream

    def flush(self):
        if self.stream and hasattr(self.stream, "flush"):
            self.stream.flush()

    def emit(self, record):
        msg = self.format(record)
        self.stream.write(msg + self.terminator)
        self.flush()

    def setStream(self, stream):
        if stream is self.stream:
            return None
        result = self.stream
        self.flush()
        self.stream = stream
        return result

    def __repr__(self):
        name = getattr(self.stream, "name", "")
        sys = _sys()
        if self.stream is sys.stderr:
            name = "<stderr>"
        elif self.stream is sys.stdout:
            name = "<stdout>"
        if name:
            name += " "
        return "<%s %s(%s)>" % (type(self).__name__, name, getLevelName(self.level))


class NullHandler(Handler):
    def handle(self, record):
        pass

    def emit(self, record):
        pass


class _StderrHandler(StreamHandler):
    # The last-resort handler: writes to whatever sys.stderr is when a record comes.
    def __init__(self, level=NOTSET):
        Handler.__init__(self, level)

    @property
    def stream(self):
        return _sys().stderr


lastResort = _StderrHandler(WARNING)


class Logger(Filterer):
    def __init__(self, name, level=NOTSET):
        Filterer.__init__(self)
        self.name = name
        self.level = _checkLevel(level)
        self.parent = None
        self.propagate = True
        self.handlers = []
        self.disabled = False

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def debug(self, msg, *args, **kwargs):
        if self.isEnabledFor(DEBUG):
            self._log(DEBUG, msg, args, **kwargs)

    def info(self, msg, *args, **kwargs):
        if self.isEnabledFor(INFO):
            self._log(INFO, msg, args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        if self.isEnabledFor(WARNING):
            self._log(WARNING, msg, args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        if self.isEnabledFor(ERROR):
            self._log(ERROR, msg, args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        if self.isEnabledFor(CRITICAL):
            self._log(CRITICAL, msg, args, **kwargs)

    fatal = critical

    def log(self, level, msg, *args, **kwargs):
        if not isinstance(level, int):
            if raiseExceptions:
                raise TypeError("level must be an integer")
            return
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info, func=None, extra=None,
                   sinfo=None):
        rv = LogRecord(name, level, fn, lno, msg, args, exc_info, func, sinfo)
        if extra is not None:
            for key in extra:
                if key in ("message", "asctime") or hasattr(rv, key):
                    raise KeyError("Attempt to overwrite %r in LogRecord" % key)
                setattr(rv, key, extra[key])
                rv._extra.append(key)
        return rv

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False,
             stacklevel=1):
        if exc_info:
            if isinstance(exc_info, BaseException):
                exc_info = (type(exc_info), exc_info, None)
            elif not isinstance(exc_info, tuple):
                # sys.exc_info may be missing from Nearly's sys: then no exception is shown.
                current = getattr(_sys(), "exc_info", None)
                exc_info = current() if current is not None else (None, None, None)
            if exc_info[1] is None:
                exc_info = None
        record = self.makeRecord(self.name, level, "(unknown file)", 0, msg, args, exc_info,
                                 "(unknown function)", extra, None)
        self.handle(record)

    def handle(self, record):
        if (not self.disabled) and self.filter(record):
            self.callHandlers(record)

    def addHandler(self, hdlr):
        if hdlr not in self.handlers:
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def hasHandlers(self):
        c = self
        while c:
            if c.handlers:
                return True
            if not c.propagate:
                return False
            c = c.parent
        return False

    def callHandlers(self, record):
        c = self
        found = 0
        while c:
            for hdlr in c.handlers:
                found = found + 1
                if record.levelno >= hdlr.level:
                    hdlr.handle(record)
            if not c.propagate:
                c = None
            else:
                c = c.parent
        if found == 0 and lastResort:
            if record.levelno >= lastResort.level:
                lastResort.handle(record)

    def getEffectiveLevel(self):
        logger = self
        while logger:
            if logger.level:
                return logger.level
            logger = logger.parent
        return NOTSET

    def isEnabledFor(self, level):
        if self.disabled:
            return False
        if _disable_level >= level:
            return False
        return level >= self.getEffectiveLevel()

    def getChild(self, suffix):
        if self.root is not self:
            suffix = ".".join((self.name, suffix))
        return getLogger(suffix)

    def __repr__(self):
        level = getLevelName(self.getEffectiveLevel())
        return "<%s %s (%s)>" % (type(self).__name__, self.name, level)


class RootLogger(Logger):
    def __init__(self, level):
        Logger.__init__(self, "root", level)


root = RootLogger(WARNING)
Logger.root = root
_disable_level = 0
_loggers = {}


def getLogger(name=None):
    if not name or isinstance(name, str) and name == root.name:
        return root
    if not isinstance(name, str):
        raise TypeError("A logger name must be a string")
    logger = _loggers.get(name)
    if logger is None:
        logger = Logger(name)
        _loggers[name] = logger
        _fix_parents(logger)
    return logger


def _fix_parents(logger):
    # The new logger's parent is its nearest existing ancestor; loggers below it that had a
    # farther ancestor as parent now have it.
    name = logger.name
    parent = root
    i = name.rfind(".")
    while i > 0:
        found = _loggers.get(name[:i])
        if found is not None:
            parent = found
            break
        i = name.rfind(".", 0, i)
    logger.parent = parent
    prefix = name + "."
    for other in _loggers.values():
        if other.name.startswith(prefix) and not other.parent.name.startswith(prefix):
            if other.parent is root or len(other.parent.name) < len(name):
                other.parent = logger


def disable(level=CRITICAL):
    global _disable_level
    _disable_level = level


def shutdown(handlerList=None):
    for h in root.handlers:
        h.flush()


def basicConfig(**kwargs):
    force = kwargs.pop("force", False)
    if force:
        for h in root.handlers[:]:
            root.removeHandler(h)
            h.close()
    if len(root.handlers) == 0:
        handlers = kwargs.pop("handlers", None)
        if handlers is None:
            if "stream" in kwargs and "filename" in kwargs:
                raise ValueError("'stream' and 'filename' should not be specified together")
        elif "stream" in kwargs or "filename" in kwargs:
            raise ValueError("'stream' or 'filename' should not be specified together with "
                             "'handlers'")
        if handlers is None:
            if kwargs.pop("filename", None) is not None:
                raise NotImplementedError(
                    "logging.basicConfig(filename=...) is not supported in Nearly Python "
                    "(no file system access)")
            kwargs.pop("filemode", None)
            handlers = [StreamHandler(kwargs.pop("stream", None))]
        dfs = kwargs.pop("datefmt", None)
        style = kwargs.pop("style", "%")
        if style not in _STYLES:
            raise ValueError("Style must be one of: %s" % ",".join(_STYLES.keys()))
        fs = kwargs.pop("format", _STYLES[style][1])
        fmt = Formatter(fs, dfs, style)
        for h in handlers:
            if h.formatter is None:
                h.setFormatter(fmt)
            root.addHandler(h)
        level = kwargs.pop("level", None)
        if level is not None:
            root.setLevel(level)
        kwargs.pop("encoding", None)
        kwargs.pop("errors", None)
        if kwargs:
            keys = ", ".join(kwargs.keys())
            raise ValueError("Unrecognised argument(s): %s" % keys)


def critical(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.critical(msg, *args, **kwargs)


fatal = critical


def error(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.error(msg, *args, **kwargs)


def exception(msg, *args, exc_info=True, **kwargs):
    error(msg, *args, exc_info=exc_info, **kwargs)


def warning(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.warning(msg, *args, **kwargs)


def warn(msg, *args, **kwargs):
    warning(msg, *args, **kwargs)


def info(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.info(msg, *args, **kwargs)


def debug(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.debug(msg, *args, **kwargs)


def log(level, msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.log(level, msg, *args, **kwargs)


class LoggerAdapter:
    def __init__(self, logger, extra=None):
        self.logger = logger
        self.extra = extra

    def process(self, msg, kwargs):
        kwargs["extra"] = self.extra
        return msg, kwargs

    def debug(self, msg, *args, **kwargs):
        self.log(DEBUG, msg, *args, **kwargs)

    def info(self, msg, *args, **kwargs):
        self.log(INFO, msg, *args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        self.log(WARNING, msg, *args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        self.log(ERROR, msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.log(ERROR, msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        self.log(CRITICAL, msg, *args, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if self.isEnabledFor(level):
            msg, kwargs = self.process(msg, kwargs)
            self.logger.log(level, msg, *args, **kwargs)

    def isEnabledFor(self, level):
        return self.logger.isEnabledFor(level)

    def setLevel(self, level):
        self.logger.setLevel(level)

    def getEffectiveLevel(self):
        return self.logger.getEffectiveLevel()

    def hasHandlers(self):
        return self.logger.hasHandlers()

    @property
    def name(self):
        return self.logger.name

    def __repr__(self):
        level = getLevelName(self.logger.getEffectiveLevel())
        return "<%s %s (%s)>" % (type(self).__name__, self.logger.name, level)

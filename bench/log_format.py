# Benchmark (held-out style, after pyperformance's logging and typical agent code): a small
# logging framework. Loggers in a dotted hierarchy with propagation, handlers with level
# filters and a list-backed stream, formatters using %-style mapping formats, str.format_map
# and string.Template, lazy %-args, exception info, an IntEnum of levels, textwrap for long
# messages and a hand-made timestamp from a fake clock.
import string
import textwrap
from enum import IntEnum


class Level(IntEnum):
    DEBUG = 10
    INFO = 20
    WARNING = 30
    ERROR = 40
    CRITICAL = 50


class Record:
    __slots__ = ("name", "level", "msg", "args", "created", "exc", "extra")

    def __init__(self, name, level, msg, args, created, exc=None, extra=None):
        self.name = name
        self.level = level
        self.msg = msg
        self.args = args
        self.created = created
        self.exc = exc
        self.extra = extra or {}

    def message(self):
        return self.msg % self.args if self.args else self.msg


class Clock:
    def __init__(self):
        self.t = 1_700_000_000.0

    def now(self):
        self.t += 0.0371
        return self.t


def timestamp(t):
    secs = int(t)
    ms = int((t - secs) * 1000)
    days, rem = divmod(secs, 86400)
    h, rem = divmod(rem, 3600)
    m, s = divmod(rem, 60)
    return f"day{days % 1000:03d} {h:02d}:{m:02d}:{s:02d}.{ms:03d}"


class Formatter:
    def __init__(self, fmt="%(levelname)s:%(name)s:%(message)s"):
        self.fmt = fmt

    def fields(self, rec):
        d = {"name": rec.name, "levelname": rec.level.name, "levelno": int(rec.level),
             "message": rec.message(), "asctime": timestamp(rec.created)}
        d.update(rec.extra)
        return d

    def format(self, rec):
        text = self.fmt % self.fields(rec)
        if rec.exc is not None:
            text += f"\n  {type(rec.exc).__name__}: {rec.exc}"
        return text


class BraceFormatter(Formatter):
    def format(self, rec):
        return self.fmt.format_map(self.fields(rec))


class TemplateFormatter(Formatter):
    def __init__(self, fmt):
        super().__init__(fmt)
        self.template = string.Template(fmt)

    def format(self, rec):
        return self.template.safe_substitute(self.fields(rec))


class Handler:
    def __init__(self, level=Level.DEBUG, formatter=None):
        self.level = level
        self.formatter = formatter or Formatter()
        self.filters = []
        self.lines = []

    def handle(self, rec):
        if rec.level < self.level:
            return False
        for f in self.filters:
            if not f(rec):
                return False
        self.emit(self.formatter.format(rec))
        return True

    def emit(self, text):
        self.lines.append(text)


class WrappingHandler(Handler):
    def emit(self, text):
        if len(text) > 70:
            text = textwrap.fill(text, width=60, subsequent_indent="    ")
        super().emit(text)


class CountingHandler(Handler):
    def __init__(self):
        super().__init__(Level.DEBUG)
        self.counts = {}

    def emit(self, text):
        key = text.split(":", 1)[0]
        self.counts[key] = self.counts.get(key, 0) + 1


class Logger:
    def __init__(self, name, manager):
        self.name = name
        self.manager = manager
        self.level = None
        self.handlers = []
        self.propagate = True

    @property
    def parent(self):
        if "." not in self.name:
            return self.manager.root if self.name != "root" else None
        return self.manager.get(self.name.rsplit(".", 1)[0])

    def effective_level(self):
        logger = self
        while logger is not None:
            if logger.level is not None:
                return logger.level
            logger = logger.parent
        return Level.WARNING

    def log(self, level, msg, *args, exc=None, **extra):
        if level < self.effective_level():
            return
        rec = Record(self.name, level, msg, args, self.manager.clock.now(), exc, extra)
        logger = self
        while logger is not None:
            for h in logger.handlers:
                h.handle(rec)
            if not logger.propagate:
                break
            logger = logger.parent

    def debug(self, msg, *args, **kw):
        self.log(Level.DEBUG, msg, *args, **kw)

    def info(self, msg, *args, **kw):
        self.log(Level.INFO, msg, *args, **kw)

    def warning(self, msg, *args, **kw):
        self.log(Level.WARNING, msg, *args, **kw)

    def error(self, msg, *args, **kw):
        self.log(Level.ERROR, msg, *args, **kw)


class Manager:
    def __init__(self):
        self.clock = Clock()
        self.loggers = {}
        self.root = Logger("root", self)
        self.root.level = Level.INFO

    def get(self, name):
        lg = self.loggers.get(name)
        if lg is None:
            lg = self.loggers[name] = Logger(name, self)
        return lg


def work(mgr, rounds):
    api = mgr.get("app.api")
    db = mgr.get("app.db")
    cache = mgr.get("app.cache.redis")
    for i in range(rounds):
        api.info("request %d path=/items/%s user=%r", i, i % 17, f"u{i % 5}")
        api.debug("headers %s", {"n": i})
        if i % 7 == 0:
            db.warning("slow query %.3f s on table %s", i / 1000, "orders", rows=i % 100)
        if i % 11 == 0:
            try:
                {}["k%d" % i]
            except KeyError as e:
                db.error("lookup failed for %s after retrying against the primary, the secondary and the arbiter", f"k{i}", exc=e)
        cache.debug("hit ratio %5.1f%%", 100.0 * (i % 13) / 13)
        if i % 97 == 0:
            cache.warning("eviction storm: " + "key-%d " * 12, *range(i, i + 12))


def main():
    mgr = Manager()
    root_h = Handler(Level.WARNING, Formatter("%(asctime)s %(levelname)-8s %(name)s: %(message)s"))
    mgr.root.handlers.append(root_h)
    api_h = Handler(Level.INFO, BraceFormatter("[{levelname:>7}] {name:<10} | {message}"))
    api_h.filters.append(lambda r: "path=/items/3 " not in r.message())
    mgr.get("app.api").handlers.append(api_h)
    db_h = WrappingHandler(Level.DEBUG, TemplateFormatter("$levelname ${name}: $message (rows=$rows)"))
    mgr.get("app.db").handlers.append(db_h)
    mgr.get("app.db").level = Level.DEBUG
    counter = CountingHandler()
    mgr.get("app").handlers.append(counter)
    cache = mgr.get("app.cache")
    cache.level = Level.DEBUG
    cache.propagate = False
    cache_h = Handler(Level.DEBUG)
    cache.handlers.append(cache_h)
    work(mgr, 18000)
    for h in (root_h, api_h, db_h, cache_h):
        print(len(h.lines))
        for line in h.lines[:3] + h.lines[-2:]:
            print("  " + line)
    print(sorted(counter.counts.items()))
    print(sorted(mgr.loggers), mgr.get("app.cache.redis").effective_level().name)


main()

# logging: levels, the logger hierarchy, formatters in three styles, filters, handlers writing
# to sys.stdout and io.StringIO, adapters and the error paths.
import io
import logging
import sys

logging.basicConfig(stream=sys.stdout, level=logging.INFO)
logging.debug("hidden")
logging.info("started %d workers", 3)
logging.warning("disk at %s%%", 91)
logging.error("failed: %r", {"code": 7})
logging.critical("stop")
logging.log(25, "custom level %s", "x")
logging.info("%(a)s and %(b)s", {"a": 1, "b": 2})
logging.info(["not", "a", "str"])
logging.basicConfig(level=logging.DEBUG)  # ignored: the root has a handler already
logging.debug("still hidden")

log = logging.getLogger("app.db")
log.info("connected to %s", "primary")
log.debug("query")
log.setLevel("DEBUG")
log.debug("query now shown")
print(log, logging.getLogger("app"), log.parent.name, logging.getLogger("app.db") is log)
print(logging.getLogger(), logging.getLogger("root") is logging.getLogger())
print(log.getEffectiveLevel(), logging.getLogger("app").getEffectiveLevel(), log.isEnabledFor(5))
print(log.name, log.getChild("pool").name, log.getChild("pool").parent is log)
print(logging.getLevelName(10), logging.getLevelName("ERROR"), logging.getLevelName(35))
logging.addLevelName(35, "NOTICE")
logging.log(35, "notice level")
print(logging.getLevelName("NOTICE"), logging.WARN, logging.FATAL)

buf = io.StringIO()
h = logging.StreamHandler(buf)
h.setFormatter(logging.Formatter("[%(levelname)-8s] %(name)s | %(message)s"))
svc = logging.getLogger("svc")
svc.addHandler(h)
svc.propagate = False
svc.warning("low %s", "memory")
svc.info("at info")
svc.error("oops")
print(repr(buf.getvalue()))
print(svc.hasHandlers(), logging.getLogger("other").hasHandlers())

out = logging.StreamHandler(sys.stdout)
out.setFormatter(logging.Formatter("{levelname}:{name}:{message}", style="{"))
brace = logging.getLogger("brace")
brace.addHandler(out)
brace.propagate = False
brace.warning("brace %s", "style")
out.setFormatter(logging.Formatter("$levelname - ${message}", style="$"))
brace.warning("dollar style")
out.setLevel(logging.ERROR)
brace.warning("filtered by the handler's level")
brace.error("passes")
out.setLevel(logging.NOTSET)


class OnlyEven(logging.Filter):
    def filter(self, record):
        return record.args[0] % 2 == 0


brace.addFilter(OnlyEven())
for i in range(4):
    brace.warning("n=%d", i)
out.addFilter(lambda r: "skip" not in r.getMessage())
brace.warning("skip %d", 2)
brace.warning("keep %d", 2)

child = logging.getLogger("tree.leaf")
parent = logging.getLogger("tree")
print(child.parent is parent)
ph = logging.StreamHandler(sys.stdout)
ph.setFormatter(logging.Formatter("%(name)s>%(message)s"))
parent.addHandler(ph)
child.warning("propagated to parent and root")
parent.propagate = False
child.warning("parent only")
print(logging.Filter("tree").filter(logging.makeLogRecord({"name": "tree.leaf"})),
      logging.Filter("tree").filter(logging.makeLogRecord({"name": "treetop"})))

extra = logging.StreamHandler(sys.stdout)
extra.setFormatter(logging.Formatter("%(user)s did %(message)s"))
audit = logging.getLogger("audit")
audit.propagate = False
audit.addHandler(extra)
audit.warning("login", extra={"user": "ann"})
adapter = logging.LoggerAdapter(audit, {"user": "bob"})
adapter.warning("logout")
print(adapter, adapter.name)

exc_buf = io.StringIO()
exc_log = logging.getLogger("exc")
exc_log.addHandler(logging.StreamHandler(exc_buf))
exc_log.propagate = False
try:
    raise ValueError("bad value")
except ValueError:
    exc_log.exception("caught")
print(exc_buf.getvalue().splitlines()[0])

logging.disable(logging.WARNING)
logging.warning("disabled")
logging.error("error still shown")
logging.disable(logging.NOTSET)

record = logging.makeLogRecord({"msg": "x=%s", "args": (5,), "levelno": 20})
print(record.getMessage(), logging.Formatter().format(record))
print(repr(logging.Formatter("%(levelname)s %(message)s").format(
    logging.makeLogRecord({"msg": "m", "levelname": "INFO"}))))

for bad in (lambda: log.setLevel("LOUD"), lambda: log.setLevel(2.5),
            lambda: log.log("INFO", "x"), lambda: logging.Formatter("x", style="#"),
            lambda: logging.Formatter("no fields"), lambda: logging.Formatter("{x", style="{"),
            lambda: logging.Formatter("{x!z}", style="{"), lambda: logging.Formatter("plain", style="{"),
            lambda: logging.Formatter("$ only", style="$"), lambda: logging.Formatter("$$", style="$"),
            lambda: logging.basicConfig(force=True, stream=sys.stdout, bogus=1),
            lambda: audit.warning("x", extra={"msg": 1}),
            lambda: logging.getLogger(5)):
    try:
        bad()
        print("no error")
    except (ValueError, TypeError, KeyError) as e:
        print(type(e).__name__, e)
logging.basicConfig(force=True, stream=sys.stdout, format="%(message)s!")
logging.warning("forced")

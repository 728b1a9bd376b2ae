# The traceback module: format_exc, format_exception (both forms), format_exception_only,
# extract_tb/format_tb with limits, print_exc/print_exception to a stream, chained exceptions,
# repeats folded, format_stack/extract_stack, TracebackException, FrameSummary, and the caret
# lines under calls, binary operations and subscripts. File names are printed without their
# directory (CPython prints the absolute path of the script).
import io
import re
import traceback
import sys


def show(text):
    if not isinstance(text, str):
        text = repr(text)
    print(re.sub(r'File "[^"]*/', 'File "', text))


def captured(fn, *args, **kw):
    buf = io.StringIO()
    fn(*args, file=buf, **kw)
    show(buf.getvalue())



def parse(s):
    return int(s)


def load(rows):
    out = []
    for r in rows:
        out.append(parse(r) * 2)
    return out


try:
    load(["1", "x"])
except ValueError:
    show(traceback.format_exc())

try:
    load(["1", "x"])
except ValueError as e:
    show("".join(traceback.format_exception(e)))
    show("".join(traceback.format_exception(type(e), e, e.__traceback__)))
    print(traceback.format_exception_only(type(e), e))
    print(traceback.format_exception_only(e))
    for fs in traceback.extract_tb(e.__traceback__):
        print(fs.filename.endswith("errors_traceback_module.py"), fs.lineno, fs.name, repr(fs.line))
    show(traceback.format_tb(e.__traceback__))
    print(len(traceback.extract_tb(e.__traceback__, limit=1)))
    show(traceback.format_tb(e.__traceback__, limit=-1))
    captured(traceback.print_exc)
    captured(traceback.print_exception, e)
    print(sys.exc_info()[2] is not None, type(sys.exc_info()[2]).__name__)


class Account:
    def __init__(self, balance):
        self.balance = balance

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError(f"insufficient funds: {self.balance} < {amount}")
        self.balance -= amount


def transfer(a, n):
    try:
        a.withdraw(n)
    except ValueError as exc:
        raise RuntimeError("transfer failed") from exc


try:
    transfer(Account(5), 10)
except RuntimeError:
    show(traceback.format_exc())

try:
    try:
        {}["missing"]
    except KeyError:
        x = 1 / 0
except ZeroDivisionError:
    show(traceback.format_exc())
    show(traceback.format_exc(chain=False))
    show(traceback.format_exc(limit=0))

print(repr(traceback.format_exc()))
print(traceback.format_exception(None))


def deep(n):
    if n == 0:
        return [1][n + 1]
    return deep(n - 1)


try:
    deep(10)
except IndexError:
    show(traceback.format_exc())


def show_stack():
    return traceback.format_stack()


def outer():
    return show_stack()


for line in outer():
    show(line)
st = traceback.extract_stack()
print(len(st) >= 1, st[-1].name, st[-1].lineno)
e = ValueError("plain")
print(traceback.format_exception(e))
print(e.__traceback__)
try:
    raise e
except ValueError as caught:
    print(caught.__traceback__ is not None)
    print(caught.with_traceback(None).__traceback__)
te = None
try:
    a = [1, 2, 3]
    b = a[1] + a["k"]
except TypeError as exc:
    te = traceback.TracebackException.from_exception(exc)
show("".join(te.format()))
print(list(te.format_exception_only()))
print(str(te), te.exc_type.__name__)
fs = traceback.FrameSummary("f.py", 3, "g", line="  x = 1\n")
print(fs, fs.line, list(fs), fs == ("f.py", 3, "g", "x = 1"))
print(traceback.format_list([("a.py", 1, "f", "pass"), fs]))
# format_exc in a loop with garbage made between the calls (the spans of the source are
# computed once and kept across collections).
seen = set()
for i in range(60):
    junk = [[j] * 10 for j in range(300)]
    try:
        deep(i % 3)
    except IndexError:
        seen.add(traceback.format_exc())
print(len(seen))
for s in sorted(seen):
    show(s)

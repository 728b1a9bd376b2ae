# io.StringIO's native buffer methods (stdlib/np_lib_io.c): writes at the end, in the middle
# and past the end (NUL padding), non-ASCII text (code-point positions), read/readline with
# sizes, readlines with hints, iteration, seek/tell/truncate with every whence, argument and
# closed-file errors, a subclass overriding write, and super() calls.
import io


def attempt(label, fn):
    try:
        print(label, repr(fn()))
    except (TypeError, ValueError, OSError, StopIteration) as e:
        print(label, type(e).__name__, e)


s = io.StringIO()
print(s.write("abc"), s.write(""), s.write("déf\n"), s.write("☃x\n"), s.tell())
print(repr(s.getvalue()), s.tell(), repr(s.read()))
s.seek(0)
print(repr(s.readline()), s.tell(), repr(s.readline(1)), repr(s.readline(0)), s.tell())
print(repr(s.read(2)), s.tell(), repr(s.read(-1)), repr(s.read()), s.tell())
s.seek(2)
print(s.write("ZZZ"), s.tell(), repr(s.getvalue()))
s.seek(4)
print(s.write("Q"), repr(s.read(1)), s.tell())
s.seek(20)
print(s.write("end"), s.tell(), repr(s.getvalue()))
print(s.seek(0, 2), s.seek(0, 1), s.seek(3), repr(s.read(None)), repr(s.readline(None)))
print(s.truncate(5), s.tell(), repr(s.getvalue()), repr(s.read()))
s.seek(2)
print(s.truncate(), repr(s.getvalue()), s.tell(), s.truncate(100), repr(s.getvalue()))
s.seek(10)
print(repr(s.read()), repr(s.readline()), s.readlines(), s.tell())
s.write("more")
print(repr(s.getvalue()))

t = io.StringIO("één\ntwee\r\ndrie\rvier\n\nlast")
print(list(t), repr(t.read()))
t.seek(0)
print(t.readlines(5), t.tell(), t.readlines(-1), t.readlines())
t.seek(1)
print(t.readlines(1), t.readlines(0))
u = io.StringIO("x" * 5 + "\n" + "y" * 3)
print(u.readline(3), u.readline(3), repr(u.readline(3)), u.readline(), u.readline())
n = 0
for line in io.StringIO("".join("row %d ☃\n" % i for i in range(200))):
    n += len(line)
print(n)
w = io.StringIO()
for i in range(100):
    w.write("%d," % i)
print(len(w.getvalue()), w.getvalue()[-10:])
w.writelines(["a", "b", "c"])
print(w.getvalue()[-5:], w.tell())
print(io.StringIO(None).getvalue() == "", io.StringIO("abc", None).read())

it = io.StringIO("1\n2\n")
print(iter(it) is it, next(it), next(it))
attempt("next at end", lambda: next(it))

for label, fn in [
    ("write int", lambda: io.StringIO().write(5)),
    ("write bytes", lambda: io.StringIO().write(b"x")),
    ("read str", lambda: io.StringIO("abc").read("1")),
    ("read float", lambda: io.StringIO("abc").read(1.5)),
    ("readline str", lambda: io.StringIO("abc").readline("x")),
    ("read 2 args", lambda: io.StringIO("abc").read(1, 2)),
    ("seek neg", lambda: io.StringIO("abc").seek(-1)),
    ("seek whence", lambda: io.StringIO("abc").seek(0, 3)),
    ("seek whence neg", lambda: io.StringIO("abc").seek(0, -1)),
    ("seek cur", lambda: io.StringIO("abc").seek(1, 1)),
    ("seek end", lambda: io.StringIO("abc").seek(-1, 2)),
    ("seek str", lambda: io.StringIO("abc").seek("1")),
    ("seek float", lambda: io.StringIO("abc").seek(1.0)),
    ("truncate neg", lambda: io.StringIO("abc").truncate(-1)),
    ("truncate str", lambda: io.StringIO("abc").truncate("1")),
    ("init int", lambda: io.StringIO(5)),
    ("init newline", lambda: io.StringIO("", "x")),
]:
    attempt(label, fn)

c = io.StringIO("closed text")
c.close()
c.close()
print(c.closed)
for name in ["getvalue", "read", "readline", "readlines", "tell", "__iter__", "__next__",
             "truncate", "readable", "writable", "seekable"]:
    attempt(name, getattr(c, name))
attempt("write closed", lambda: c.write("x"))
attempt("write closed int", lambda: c.write(1))
attempt("seek closed", lambda: c.seek(0))
attempt("iter closed", lambda: list(c))
attempt("with closed", lambda: c.__enter__())


class Upper(io.StringIO):
    def __init__(self, prefix):
        super().__init__()
        self.count = 0
        self.write(prefix)

    def write(self, s):
        self.count += 1
        return super().write(s.upper())


up = Upper(">")
up.write("abc\n")
up.writelines(["de\n", "f"])
print(repr(up.getvalue()), up.count, up.tell())
up.seek(0)
print(list(up), up.readline() == "")


class Early(io.StringIO):
    def __init__(self, text):
        self.tag = "early"
        super().__init__(text)


e = Early("p\nq\n")
print(e.tag, list(e), e.getvalue())

# io.StringIO's newline argument (stdlib/np_lib_io.c: None translates "\r\n" and "\r" to "\n"
# on write, "\r" and "\r\n" replace "\n", "" splits lines at any ending) on initial values,
# writes at the end and in the middle, readline/readlines/iteration; and flush, isatty, fileno,
# detach, line_buffering, encoding, errors and newlines (where no newline kinds are tracked).
import io

for nl in [None, "", "\n", "\r", "\r\n"]:
    s = io.StringIO("a\r\nb\rc\nd\r", newline=nl)
    print(repr(nl), repr(s.getvalue()), s.tell(), list(s))
    s.seek(0)
    print(repr(s.readline()), repr(s.readline(1)), s.readlines())
    t = io.StringIO(newline=nl)
    print(t.write("x\ny\r\nz\r"), t.write("\nw"), repr(t.getvalue()), t.tell())
    t.seek(1)
    t.write("\n")
    print(repr(t.getvalue()), t.tell(), repr(t.read()))
    if nl not in (None, ""):
        print(t.newlines)

s = io.StringIO("abc\n")
for name in ["flush", "isatty", "fileno", "detach", "readable", "writable", "seekable"]:
    try:
        print(name, getattr(s, name)())
    except Exception as e:
        print(name, type(e).__name__, e)
for name in ["line_buffering", "newlines", "encoding", "errors", "closed"]:
    print(name, getattr(s, name))
s.close()
for name in ["flush", "isatty", "fileno"]:
    try:
        print(name, getattr(s, name)())
    except Exception as e:
        print(name, type(e).__name__, e)
for name in ["line_buffering", "newlines", "encoding", "errors", "closed"]:
    try:
        print(name, getattr(s, name))
    except Exception as e:
        print(name, type(e).__name__, e)

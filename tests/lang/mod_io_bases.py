# io's abstract bases (IOBase, RawIOBase, BufferedIOBase, TextIOBase), StringIO.newlines under
# newline=None and "" (the kinds of line endings written so far), and copy.copy/deepcopy of
# StringIO and BytesIO giving independent buffers.
import copy
import io

print(isinstance(io.StringIO(), io.TextIOBase), isinstance(io.StringIO(), io.IOBase),
      isinstance(io.BytesIO(), io.BufferedIOBase), isinstance(io.BytesIO(), io.TextIOBase),
      issubclass(io.TextIOBase, io.IOBase), issubclass(io.RawIOBase, io.IOBase))


class Tee(io.TextIOBase):
    def __init__(self):
        self.parts = []

    def writable(self):
        return True

    def write(self, s):
        self.parts.append(s)
        return len(s)


t = Tee()
print(t.writable(), t.readable(), t.seekable(), t.closed, t.encoding, t.newlines, t.errors,
      t.isatty())
print("to tee", file=t)
t.writelines(["a", "b"])
print(t.parts)
for name, args in (("read", ()), ("seek", (0,)), ("tell", ()), ("fileno", ()),
                   ("truncate", ()), ("detach", ())):
    try:
        getattr(t, name)(*args)
    except io.UnsupportedOperation as e:
        print(name, "UnsupportedOperation", e)
with t as same:
    print(same is t)
print(t.closed)
t.close()
for f in (lambda: t.__enter__(), lambda: iter(t), lambda: t.flush(), lambda: t.isatty(),
          lambda: t.writelines([])):
    try:
        f()
    except ValueError as e:
        print("ValueError", e)


class Lines(io.BufferedIOBase):
    def __init__(self, text):
        self.text = text
        self.i = 0

    def readable(self):
        return True

    def read(self, n=-1):
        r = self.text[self.i:self.i + 1 if n == 1 else None]
        self.i += len(r)
        return r


print(list(Lines(b"one\ntwo\nthree")), Lines(b"x\ny\n").readlines(), Lines(b"abc\n").readline(2),
      Lines(b"").readline())
try:
    Tee().readline()
except io.UnsupportedOperation as e:
    print("readline UnsupportedOperation", e)


class Raw(io.RawIOBase):
    pass


r = Raw()
for name, args in (("read", ()), ("write", (b"x",)), ("readinto", (bytearray(1),))):
    try:
        getattr(r, name)(*args)
    except NotImplementedError as e:
        print(name, "NotImplementedError", e)
bb = io.BufferedIOBase()
for name, args in (("read", ()), ("read1", ()), ("write", (b"x",)), ("readinto", (bytearray(1),)),
                   ("detach", ())):
    try:
        getattr(bb, name)(*args)
    except io.UnsupportedOperation as e:
        print(name, "UnsupportedOperation", e)

# newlines
for nl in (None, ""):
    for writes in ([], ["abc"], ["a\nb"], ["a\r\nb"], ["a\rb"], ["a\r", "\nb"], ["x\r\ny\nz\r"],
                   ["\n", "\r"], ["\r\n\r\n"], ["a\n", "b\r\n", "c\r"]):
        s = io.StringIO(newline=nl)
        for w in writes:
            s.write(w)
        print(repr(nl), writes, s.newlines, repr(s.getvalue()))
    print(io.StringIO("a\r\nb\rc", newline=nl).newlines)
print(io.StringIO("a\r\nb").newlines, io.StringIO("a\nb", newline="\r\n").newlines)
s = io.StringIO(newline=None)
s.close()
try:
    s.newlines
except ValueError as e:
    print("ValueError", e)

# copies
s = io.StringIO("abc\ndef")
s.read(2)
s.write("Z")
s.extra = [1]
c = copy.copy(s)
c.write("Q")
s.write("R")
print(repr(s.getvalue()), repr(c.getvalue()), s.tell(), c.tell(), c.extra is s.extra)
d = copy.deepcopy(s)
d.write("!")
print(repr(s.getvalue()), repr(d.getvalue()), d.tell(), d.extra is s.extra, d.extra)
n = io.StringIO("a\r\nb", newline=None)
print(repr(copy.copy(n).newlines), repr(n.newlines))
u = io.StringIO("a\r\nb\rc", newline="")
print(copy.copy(u).newlines, u.newlines)


class S(io.StringIO):
    pass


print(type(copy.copy(S("q"))).__name__, copy.copy(S("q")).getvalue())
b = io.BytesIO(b"xyz")
b.seek(1)
cb = copy.copy(b)
cb.write(b"Q")
print(b.getvalue(), cb.getvalue(), cb.tell(), b.tell())
for o in (io.StringIO("x"), io.BytesIO(b"x")):
    o.close()
    try:
        copy.copy(o)
    except ValueError as e:
        print("ValueError", e)

b = io.BytesIO(b"hello world")
print(b.read1(3), b.read1(), b.read1())
b.seek(0)
ba = bytearray(4)
print(b.readinto(ba), ba)
ba2 = bytearray(20)
print(b.readinto(ba2), ba2)
try:
    b.readinto(b"xx")
except TypeError as e:
    print("TypeError", e)
b.close()
for f in (lambda: b.read1(), lambda: b.readinto(bytearray(2))):
    try:
        f()
    except ValueError as e:
        print("ValueError", e)
